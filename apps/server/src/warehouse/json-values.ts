// Query results as JSON for the API (tablePreviewSchema): numbers, strings, booleans, null. DuckDB's
// JSON conversion already gives text for decimals (keeping their scale, e.g. "12.30"), dates
// ("2026-01-31"), blobs and UUIDs; here whole numbers become numbers when they fit a JavaScript
// number exactly (else text), and timestamps become ISO 8601 ("2026-01-31T08:00:00").
import type { DuckDBResultReader } from '@duckdb/node-api';
// The enum alone: the package's index loads DuckDB's native bindings (~32 MB) into the server.
import { DuckDBTypeId } from '@duckdb/node-api/lib/DuckDBTypeId.js';

const WHOLE = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
]);
const TIMESTAMPS = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

function wholeNumber(value: unknown) {
  if (typeof value !== 'string') return value;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

function isoTimestamp(value: unknown) {
  if (typeof value !== 'string') return value;
  // '2026-01-02 03:04:05.123+00' -> '2026-01-02T03:04:05.123+00:00'
  return value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

export interface JsonResult {
  columns: { name: string; type: string }[];
  rows: unknown[][];
}

export function jsonResult(reader: DuckDBResultReader, limit = Infinity): JsonResult {
  const types = reader.columnTypes();
  const convert = types.map((t) =>
    WHOLE.has(t.typeId) ? wholeNumber : TIMESTAMPS.has(t.typeId) ? isoTimestamp : (v: unknown) => v,
  );
  const rows = reader
    .getRowsJson()
    .slice(0, limit)
    .map((row) => row.map((value, i) => convert[i](value)));
  return { columns: reader.columnNames().map((name, i) => ({ name, type: types[i].toString() })), rows };
}
