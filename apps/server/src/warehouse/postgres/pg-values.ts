// Query results of the PostgreSQL warehouse as the DuckDB engine gives them (json-values.ts,
// cell-cap.ts): whole numbers as numbers when they fit exactly (else text), decimals as text with
// their scale, timestamps in ISO 8601, anything without a JSON form (dates, intervals, bytea, uuid)
// as PostgreSQL's text; long values are cut in SQL before they leave the server.
import pg from 'pg';
import { MAX_CELL_CHARS } from '../cell-cap.js';
import { quoteIdentifier } from '../identifiers.js';

const MARK = '…';

type Parse = (text: string) => unknown;

function wholeNumber(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

/** '2026-01-02 03:04:05.123+00' -> '2026-01-02T03:04:05.123+00:00' (the session's TimeZone is UTC). */
function isoTimestamp(text: string): string {
  return text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

/** text[]: typed as a number, pg-types' TypeId enum lists no array types. */
const TEXT_ARRAY: number = 1009;
const textArray: Parse = pg.types.getTypeParser(TEXT_ARRAY, 'text');
/** Elements of a (nested) array parsed as text, then each turned by `each`; NULLs stay null. */
const arrayOf =
  (each: Parse): Parse =>
  (text) => {
    const walk = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(walk) : v === null ? null : each(String(v));
    return walk(textArray(text));
  };

/** node-postgres' own parsers, already JSON-safe: booleans, small numbers, JSON, arrays of those and of text. */
const KEPT = new Set([
  16, 21, 23, 26, 700, 701, 114, 3802, 199, 3807, 1000, 1005, 1007, 1021, 1022, 1008, 1009, 1014, 1015, 2951,
]);

const PARSERS = new Map<number, Parse>([
  [20, wholeNumber], // int8
  [1016, arrayOf(wholeNumber)], // int8[]
  [1231, arrayOf(String)], // numeric[]: text, node-postgres would make floats of them
  [1114, isoTimestamp], // timestamp
  [1184, isoTimestamp], // timestamptz
  [1115, arrayOf(isoTimestamp)],
  [1185, arrayOf(isoTimestamp)],
]);

/** Every other type stays PostgreSQL's text (dates, numeric, intervals, bytea as \x..., uuid). */
const asText: Parse = (text) => text;

/**
 * The `types` of the session's client: the app's own database code keeps node-postgres' global
 * parsers (Dates, Buffers), which this must not change.
 */
export const warehouseTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: string) => {
    if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
    if (KEPT.has(oid)) return pg.types.getTypeParser(oid, 'text');
    return PARSERS.get(oid) ?? asText;
  },
};

/** What cappedSelectItem needs to know of a column's type (pg_type). */
export interface ColumnType {
  oid: number;
  /** pg_type.typlen: -1 or -2 for values of any length. */
  length: number;
  /** pg_type.typcategory: 'S' for text types. */
  category: string;
}

const BYTEA = 17;

/**
 * The select-list item that reads column `name` capped: text cut to MAX_CELL_CHARS with a trailing
 * '…'; bytea cut; another type of any length (numeric, json, arrays, records) whose text is longer
 * shown as NULL (it cannot hold a marker); fixed-length types are small by nature.
 */
export function cappedSelectItem(
  name: string,
  type: ColumnType,
  alias: string,
  cap = MAX_CELL_CHARS,
): string {
  const c = quoteIdentifier(name);
  const as = quoteIdentifier(alias);
  if (type.category === 'S') {
    const t = `${c}::pg_catalog.text`;
    return `CASE WHEN pg_catalog.char_length(${t}) > ${cap} THEN pg_catalog.left(${t}, ${cap}) || '${MARK}' ELSE ${t} END AS ${as}`;
  }
  if (type.oid === BYTEA)
    return `CASE WHEN pg_catalog.octet_length(${c}) > ${cap} THEN pg_catalog.substr(${c}, 1, ${cap}) ELSE ${c} END AS ${as}`;
  if (type.length < 0)
    return `CASE WHEN pg_catalog.octet_length(${c}::pg_catalog.text) > ${cap} THEN NULL ELSE ${c} END AS ${as}`;
  return `${c} AS ${as}`;
}
