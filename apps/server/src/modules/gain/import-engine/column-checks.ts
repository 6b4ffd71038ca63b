// The column checks of a gain table configuration as DuckDB SQL (docs/gain.md "Data types"): every
// value is checked and converted in the warehouse, set-wise, never row by row in JavaScript
// (DESIGN.md: reading and casting in DuckDB is 5 to 14 times faster). A data type is an expression
// that turns the trimmed text into the typed value, or NULL when the text is not of that type.
import type { GainColumnDataType } from '@cairn/contracts';
import { quoteLiteral } from '../../../warehouse/identifiers.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import { ISO_COUNTRY_CODES, ISO_COUNTRY_NAMES, ISO_REGION_CODES, ISO_REGION_NAMES } from '../iso-regions.js';
import { toStrptime } from './datetime-format.js';

/** The lists the Country/Region types look values up in, as temporary tables of the run's session. */
export const ISO_TABLES = {
  CountryName: { table: '__gain_iso_country_names', values: ISO_COUNTRY_NAMES, fold: 'lower' },
  CountryCode: { table: '__gain_iso_country_codes', values: ISO_COUNTRY_CODES, fold: 'upper' },
  RegionName: { table: '__gain_iso_region_names', values: ISO_REGION_NAMES, fold: 'lower' },
  RegionCode: { table: '__gain_iso_region_codes', values: ISO_REGION_CODES, fold: 'upper' },
} as const;
type IsoType = keyof typeof ISO_TABLES;

const isIsoType = (type: GainColumnDataType): type is IsoType => type in ISO_TABLES;

/** Loads the ISO lists the given data types need into temporary tables (once per session). */
export async function loadIsoLists(c: WarehouseSql, types: Iterable<GainColumnDataType>) {
  for (const type of new Set(types)) {
    if (!isIsoType(type)) continue;
    const { table, values, fold } = ISO_TABLES[type];
    const folded = [...new Set(values.map((v) => (fold === 'lower' ? v.toLowerCase() : v.toUpperCase())))];
    await c.run(`CREATE OR REPLACE TEMP TABLE ${table} (v VARCHAR PRIMARY KEY)`);
    for (let i = 0; i < folded.length; i += 2000) {
      const chunk = folded.slice(i, i + 2000);
      await c.run(`INSERT INTO ${table} VALUES ${chunk.map((v) => `(${quoteLiteral(v)})`).join(', ')}`);
    }
  }
}

/**
 * DuckDB's casts are lenient ('0x10', '1_000', 'inf', '.5' as an integer). Integers and Excel
 * serials are first held to the characters of the type — stripping them must leave nothing — and
 * numbers refuse infinity, NaN and '_' around the cast: both much cheaper than a regular expression
 * on every value (the 100,000-row benchmark, bench/gain.bench.ts).
 */
const onlyChars = (t: string, chars: string) => `ltrim(${t}, '${chars}') = ''`;
const INTEGER_CHARS = '+-0123456789';
const SERIAL_CHARS = '.0123456789';
/** Excel's day 0 in the 1900 date system (with its leap-year bug, serials from 61 on are right). */
const EXCEL_EPOCH = `TIMESTAMP '1899-12-30 00:00:00'`;

/**
 * The typed value of `t` (trimmed text, NULL when empty) for a column of `type`, or NULL when `t`
 * is not of that type. `specs` is the DateTime_String format.
 */
export function typedValue(t: string, type: GainColumnDataType, specs?: string | null): string {
  switch (type) {
    case 'Any':
      return t;
    case 'Guid':
      return `TRY_CAST(${t} AS UUID)`;
    case 'Number':
      // DOUBLE's cast rejects hexadecimals; infinity, NaN and digit separators are refused here.
      return `CASE WHEN isfinite(TRY_CAST(${t} AS DOUBLE)) AND NOT contains(${t}, '_') THEN TRY_CAST(${t} AS DOUBLE) END`;
    case 'Integer':
      return `CASE WHEN ${onlyChars(t, INTEGER_CHARS)} THEN TRY_CAST(${t} AS BIGINT) END`;
    case 'DateTime_String':
      return specs?.trim()
        ? `TRY_STRPTIME(${t}, ${quoteLiteral(toStrptime(specs.trim()))})`
        : `TRY_CAST(${t} AS TIMESTAMP)`;
    case 'DateTime_Excel':
      // A serial day number (the cell's raw value); a cell Excel formatted as a date arrives as ISO text.
      return `CASE WHEN ${onlyChars(t, SERIAL_CHARS)} THEN ${EXCEL_EPOCH} + to_microseconds(TRY_CAST(round(TRY_CAST(${t} AS DOUBLE) * 86400000000) AS BIGINT)) ELSE TRY_CAST(${t} AS TIMESTAMP) END`;
    case 'CountryName':
    case 'CountryCode':
    case 'RegionName':
    case 'RegionCode': {
      const { table, fold } = ISO_TABLES[type];
      return `CASE WHEN ${fold}(${t}) IN (SELECT v FROM ${table}) THEN ${t} END`;
    }
  }
}

/** How the type is named in a failure ("not a DateTime_String (dd-MMM-yyyy)"). */
export const typeLabel = (type: GainColumnDataType, specs?: string | null) =>
  type === 'DateTime_String' && specs?.trim() ? `${type} (${specs.trim()})` : type;
