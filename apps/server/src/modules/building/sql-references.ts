// Which warehouse tables a query reads: `<schema>.<table>` names whose schema is one of the
// warehouse's layer schemas. Comments and string literals are blanked first, so a commented-out
// join or a text value such as 'model.x' is not a dependency.
import { LAYERS } from '@cairn/contracts';

export interface TableReference {
  schema: string;
  table: string;
}

/** Replaces comments and string literals by spaces, keeping positions and identifiers in quotes. */
export function blankCommentsAndStrings(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const two = sql.slice(i, i + 2);
    if (two === '--') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (two === '/*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (sql[i] === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      const stop = Math.min(j + 1, sql.length);
      out += ' '.repeat(stop - i);
      i = stop;
    } else {
      out += sql[i];
      i += 1;
    }
  }
  return out;
}

const IDENTIFIER = String.raw`(?:"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_]*))`;
const QUALIFIED = new RegExp(String.raw`(?<![A-Za-z0-9_."])${IDENTIFIER}\s*\.\s*${IDENTIFIER}`, 'g');

/** The distinct layer-schema tables a query names, in order of first appearance. */
export function tableReferences(sql: string, schemas: readonly string[] = LAYERS): TableReference[] {
  const known = new Set(schemas.map((s) => s.toLowerCase()));
  const seen = new Set<string>();
  const found: TableReference[] = [];
  for (const match of blankCommentsAndStrings(sql).matchAll(QUALIFIED)) {
    const schema = (match[1]?.replace(/""/g, '"') ?? match[2]).toLowerCase();
    const table = (match[3]?.replace(/""/g, '"') ?? match[4]).toLowerCase();
    if (!known.has(schema)) continue;
    const key = `${schema}.${table}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ schema, table });
  }
  return found;
}
