// Values users' SQL produced can be of any size (`SELECT repeat('x', 400000000) FROM range(50)`): what
// Cairn reads out of the warehouse into JavaScript (table previews, failing rows of tests) passes
// through capped columns, so DuckDB cuts long values before they ever reach this process.
// The enum alone: the package's index loads DuckDB's native bindings (~32 MB) into the server.
import { DuckDBTypeId } from '@duckdb/node-api/lib/DuckDBTypeId.js';
import { quoteIdentifier } from './identifiers.js';

/** The longest value kept in a preview or in stored failing rows, in characters (or bytes of a BLOB). */
export const MAX_CELL_CHARS = 4000;
const MARK = '…';

const NESTED = new Set<DuckDBTypeId>([
  DuckDBTypeId.LIST,
  DuckDBTypeId.ARRAY,
  DuckDBTypeId.STRUCT,
  DuckDBTypeId.MAP,
  DuckDBTypeId.UNION,
]);

/**
 * The select-list item that reads column `name` of type `typeId` capped: text and blobs are cut to
 * MAX_CELL_CHARS with a trailing '…'; a nested value (list, struct, map) whose text is longer is
 * shown as NULL (its type cannot hold a marker); other types are small by nature.
 */
export function cappedColumn(name: string, typeId: DuckDBTypeId, alias = name, cap = MAX_CELL_CHARS): string {
  const c = quoteIdentifier(name);
  const as = quoteIdentifier(alias);
  if (typeId === DuckDBTypeId.VARCHAR)
    return `CASE WHEN strlen(${c}) > ${cap} THEN left(${c}, ${cap}) || '${MARK}' ELSE ${c} END AS ${as}`;
  if (typeId === DuckDBTypeId.BLOB)
    return `CASE WHEN octet_length(${c}) > ${cap} THEN substr(${c}, 1, ${cap}) ELSE ${c} END AS ${as}`;
  if (NESTED.has(typeId))
    return `CASE WHEN strlen(CAST(${c} AS VARCHAR)) > ${cap} THEN NULL ELSE ${c} END AS ${as}`;
  return `${c} AS ${as}`;
}
