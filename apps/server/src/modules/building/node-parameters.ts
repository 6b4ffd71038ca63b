// Filtering and labeling nodes see their properties as parameters of their query: `$min_amount`
// in the query stands for the property min_amount's value, written in as a quoted SQL literal
// (DuckDB casts a text literal to the type it is compared with). Placeholders inside comments or
// string literals stay as they are; a placeholder without a property fails the node, naming it.
import { quoteLiteral } from '../../warehouse/identifiers.js';
import { blankCommentsAndStrings } from './sql-references.js';

const PLACEHOLDER = /\$([A-Za-z_][A-Za-z0-9_]*)/g;

export function applyNodeParameters(
  query: string,
  properties: readonly { name: string; value: string }[],
): { sql: string; missing: string[] } {
  const values = new Map(properties.map((p) => [p.name.toLowerCase(), p.value]));
  const code = blankCommentsAndStrings(query);
  const missing = new Set<string>();
  let sql = '';
  let last = 0;
  for (const match of code.matchAll(PLACEHOLDER)) {
    const value = values.get(match[1].toLowerCase());
    if (value === undefined) {
      missing.add(match[1]);
      continue;
    }
    sql += query.slice(last, match.index) + quoteLiteral(value);
    last = match.index + match[0].length;
  }
  return { sql: sql + query.slice(last), missing: [...missing] };
}
