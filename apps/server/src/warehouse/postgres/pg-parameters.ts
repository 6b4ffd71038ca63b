// `$name` parameters (a dashboard's filters) for PostgreSQL, which binds positional ones only: each
// `$name` outside quoted text, quoted names and comments becomes `$1`, `$2`, ... and its value goes
// in that place; the values are bound by PostgreSQL, never spliced into the text.
import type { QueryParameters } from '../untrusted-session.js';

export interface PositionalQuery {
  text: string;
  values: (string | number | boolean | null)[];
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const DOLLAR_TAG = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;

/** Where the quoted part or comment starting at `i` ends (the index after it). */
function skipQuoted(sql: string, i: number): number {
  const c = sql[i];
  if (c === "'" || c === '"') {
    // E'...' strings take backslash escapes; '' and "" are a quote inside.
    const backslashes = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? '');
    for (let j = i + 1; j < sql.length; j++) {
      if (backslashes && sql[j] === '\\') j++;
      else if (sql[j] === c) {
        if (sql[j + 1] === c) j++;
        else return j + 1;
      }
    }
    return sql.length;
  }
  if (sql.startsWith('--', i)) {
    const end = sql.indexOf('\n', i);
    return end < 0 ? sql.length : end + 1;
  }
  if (sql.startsWith('/*', i)) {
    // PostgreSQL's block comments nest.
    let depth = 0;
    for (let j = i; j < sql.length; j++) {
      if (sql.startsWith('/*', j)) {
        depth++;
        j++;
      } else if (sql.startsWith('*/', j)) {
        if (--depth === 0) return j + 2;
        j++;
      }
    }
    return sql.length;
  }
  DOLLAR_TAG.lastIndex = i;
  const tag = DOLLAR_TAG.exec(sql);
  if (tag) {
    const end = sql.indexOf(tag[0], i + tag[0].length);
    return end < 0 ? sql.length : end + tag[0].length;
  }
  return i;
}

/** `sql` with its `$name` parameters numbered, and their values (null for a name not given). */
export function positionalParameters(sql: string, parameters: QueryParameters): PositionalQuery {
  const numbers = new Map<string, number>();
  const values: PositionalQuery['values'] = [];
  let text = '';
  let i = 0;
  while (i < sql.length) {
    const skipped = skipQuoted(sql, i);
    if (skipped > i) {
      text += sql.slice(i, skipped);
      i = skipped;
      continue;
    }
    NAME.lastIndex = i + 1;
    const name = sql[i] === '$' && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '') ? NAME.exec(sql) : null;
    if (name) {
      let number = numbers.get(name[0]);
      if (number === undefined) {
        values.push(Object.hasOwn(parameters, name[0]) ? parameters[name[0]] : null);
        number = values.length;
        numbers.set(name[0], number);
      }
      text += `$${number}`;
      i += 1 + name[0].length;
      continue;
    }
    text += sql[i];
    i++;
  }
  return { text, values };
}
