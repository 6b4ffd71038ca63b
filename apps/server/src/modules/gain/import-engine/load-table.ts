// One file through one table configuration (docs/gain.md "The import run"), in the warehouse's SQL:
// 1. the file (a UTF-8 CSV; an .xlsx worksheet written as CSV first) is read as text, rows to skip
//    left out; the header row (when configured) names the columns; columns to skip and to take
//    choose them;
// 2. every configured column is checked and converted in the same statement (column-checks.ts)
//    into a hidden table gain.__cairn_build_gain_<n> holding, per column, the typed value and a
//    failure flag — the file is parsed once and its rows written once;
// 3. one aggregate reads the failure counts, one small query the first failing lines;
// 4. writeCheckedTable() later turns it into gain.<target>: SkipRow rows deleted, the flags
//    dropped — only when nothing failed the batch (a Break column, the row existence criteria).
import type { GainColumnConfiguration, GainTableConfiguration } from '@cairn/contracts';
import {
  BUILD_PREFIX,
  isTableName,
  qualified,
  quoteIdentifier,
  quoteLiteral,
} from '../../../warehouse/identifiers.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import { WarehouseError } from '../../../warehouse/warehouse-errors.js';
import { typedValue, typeLabel } from './column-checks.js';
import { DateFormatProblem } from './datetime-format.js';

/** The lines of failures a table reports in full; the rest are counted. */
export const REPORTED_FAILURES = 20;
export const GAIN_SCHEMA = 'gain';

export interface TableSourceFile {
  /** The file's name in storage (shown in messages). */
  fileName: string;
  /** The file on disk as UTF-8 CSV. */
  csvPath: string;
  /** An .xlsx worksheet written as CSV (comma, double quotes); else the CSV's dialect is sniffed. */
  fromXlsx: boolean;
  /** The CSV's delimiter when csv-dialect.ts found it (then DuckDB does not sniff). */
  delimiter?: string;
}

interface OutputColumn {
  name: string;
  check?: GainColumnConfiguration;
}

export interface CheckedTable {
  configuration: GainTableConfiguration;
  fileName: string;
  /**
   * The table with the checked rows (gain.__cairn_build_gain_<n>: v0, f0, v1, ...; its rowid counts the
   * data lines), hidden from table lists; undefined when nothing was read.
   */
  checkedTable?: string;
  columns: OutputColumn[];
  rowsReceived: number;
  /** Rows left after SkipRow (what writeCheckedTable loads). */
  rowsValid: number;
  failureCount: number;
  /** The first failures, one line each: "payroll.csv line 5, column Amount: not a Number (SkipRow)". */
  failures: string[];
  /** Why this table fails the import (a Break column failed, a configured column is missing, ...). */
  broken?: string;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

/** read_csv of the table's file as text, from line `from` (0-based, after the rows to skip). */
function readCsv(source: TableSourceFile, from: number) {
  const options = [
    'header = false',
    'all_varchar = true',
    'null_padding = true',
    `skip = ${from}`,
    ...(source.fromXlsx || source.delimiter
      ? [`delim = ${quoteLiteral(source.fromXlsx ? ',' : source.delimiter!)}`, `quote = '"'`, `escape = '"'`]
      : []),
  ];
  return `read_csv(${quoteLiteral(source.csvPath)}, ${options.join(', ')})`;
}

/**
 * The file's column names as DuckDB reads them and its first two rows (the header row, when it has
 * one), in one read: each row as a JSON object keeps the columns' order.
 */
async function readShape(c: WarehouseSql, source: TableSourceFile, table: GainTableConfiguration) {
  const first = readCsv(source, table.sourceFileRowsToSkip ?? 0);
  const rows = (await c.run(`SELECT to_json(r)::VARCHAR FROM (SELECT * FROM ${first} LIMIT 2) AS r`))
    .getRows()
    .map(([json]) => Object.entries(JSON.parse(String(json)) as Record<string, string | null>));
  return { columns: (rows[0] ?? []).map(([name]) => name), firstRows: rows.map((r) => r.map(([, v]) => v)) };
}

/** Names of the taken columns: the header's texts (trimmed, made unique) or column0, column1, ... */
function columnNames(header: (string | null)[] | undefined, count: number): string[] {
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const base = header?.[i]?.trim() || `column${i}`;
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    seen.add(name.toLowerCase());
    return name;
  });
}

/** Which taken column a configuration means: by name with a header row (ignoring case), else by index. */
function columnFor(config: GainColumnConfiguration, names: string[], hasHeader: boolean): number {
  if (hasHeader && config.columnName?.trim()) {
    return names.findIndex((n) => n.toLowerCase() === config.columnName!.trim().toLowerCase());
  }
  const index = config.columnIndex ?? -1;
  return index < names.length ? index : -1;
}

const describeColumn = (config: GainColumnConfiguration) =>
  config.columnName?.trim() ? `'${config.columnName.trim()}'` : `at index ${config.columnIndex ?? '?'}`;

/**
 * Reads, checks and converts one file through one table configuration into a temporary table
 * (`__gain_checked_<index>`); writes nothing else. A file DuckDB cannot read, or a configured column
 * the file does not have, makes the table broken.
 */
export async function checkTable(
  c: WarehouseSql,
  source: TableSourceFile,
  table: GainTableConfiguration,
  index: number,
): Promise<CheckedTable> {
  const checked = qualified(GAIN_SCHEMA, `${BUILD_PREFIX}gain_${index}`);
  const result: CheckedTable = {
    configuration: table,
    fileName: source.fileName,
    columns: [],
    rowsReceived: 0,
    rowsValid: 0,
    failureCount: 0,
    failures: [],
  };
  let rawColumns: string[];
  let firstRows: (string | null)[][];
  try {
    ({ columns: rawColumns, firstRows } = await readShape(c, source, table));
  } catch (err) {
    if (!(err instanceof WarehouseError) || err.reason !== 'sql') throw err;
    // An empty file (or one with nothing after the rows to skip) has no columns to read.
    if (/no data|empty|no columns/i.test(err.message)) return result;
    result.broken = `${source.fileName} could not be read: ${err.message.split('\n')[0]}`;
    return result;
  }
  const skip = table.sourceFileColsToSkip ?? 0;
  const taken = rawColumns.slice(
    skip,
    table.sourceFileColsToTake ? skip + table.sourceFileColsToTake : undefined,
  );
  const hasHeader = table.sourceFileHasHeaderRow ?? true;
  const header = hasHeader ? firstRows[0]?.slice(skip, skip + taken.length) : undefined;
  const names = columnNames(header, taken.length);
  const checks = new Map<number, GainColumnConfiguration>();
  for (const config of table.columnConfigurations ?? []) {
    const at = columnFor(config, names, hasHeader);
    if (at < 0) {
      result.broken = `${source.fileName} has no column ${describeColumn(config)} (table ${table.targetTableName}).`;
      return result;
    }
    if (!checks.has(at)) checks.set(at, config);
  }
  result.columns = names.map((name, i) => ({ name, check: checks.get(i) }));
  // Only a header row (or nothing) after the rows to skip: no data rows to read.
  if (firstRows.length <= (hasHeader ? 1 : 0)) return result;
  // The 1-based line of the file: rows skipped, then (with a header) the header line, then the data;
  // the checked table keeps the file's order, so its rowid counts the data lines.
  const dataFrom = (table.sourceFileRowsToSkip ?? 0) + (hasHeader ? 1 : 0);
  // Only checked columns are trimmed and converted; the others pass through as the file has them.
  const inner = taken.map((col, i) =>
    checks.has(i) ? `nullif(trim(${quoteIdentifier(col)}), '') AS t${i}` : `${quoteIdentifier(col)} AS t${i}`,
  );
  let typed: string[];
  try {
    typed = taken.map((col, i) => {
      const check = checks.get(i);
      return check
        ? `${typedValue(`t${i}`, check.dataType, check.dataTypeSpecs)} AS y${i}`
        : `t${i} AS y${i}`;
    });
  } catch (err) {
    if (err instanceof DateFormatProblem) {
      result.broken = `${source.fileName}: ${err.message} (table ${table.targetTableName}).`;
      return result;
    }
    throw err;
  }
  const flags = taken.flatMap((_, i) => {
    const check = checks.get(i);
    if (!check) return [`y${i} AS v${i}`];
    const missing = check.mustHaveValue ? 1 : 0;
    return [
      `y${i} AS v${i}`,
      // The valid value first: DuckDB evaluates the later branches only for the rows left.
      `CASE WHEN y${i} IS NOT NULL THEN 0::UTINYINT WHEN t${i} IS NULL THEN ${missing}::UTINYINT ELSE 2::UTINYINT END AS f${i}`,
    ];
  });
  await c.run(
    `CREATE OR REPLACE TABLE ${checked} AS
     SELECT ${flags.join(', ') || 'NULL AS v0'} FROM (
       SELECT ${[...[...checks.keys()].map((i) => `t${i}`), ...typed].join(', ') || 'NULL'} FROM (
         SELECT ${inner.join(', ') || 'NULL'} FROM ${readCsv(source, dataFrom)}))`,
  );
  const lineOf = `rowid + ${dataFrom + 1}`;
  result.checkedTable = checked;
  const checkedColumns = [...checks.keys()].sort((a, b) => a - b);
  const skipRow = checkedColumns.filter((i) => checks.get(i)!.failureBehaviour === 'SkipRow');
  const anyOf = (cols: number[]) => (cols.length ? cols.map((i) => `f${i} > 0`).join(' OR ') : 'FALSE');
  const [counts] = (
    await c.run(
      `SELECT count(*), count(*) FILTER (WHERE ${anyOf(skipRow)}), ${checkedColumns.map((i) => `count(*) FILTER (WHERE f${i} > 0)`).join(', ') || '0'} FROM ${checked}`,
    )
  ).getRows();
  result.rowsReceived = Number(counts[0]);
  result.rowsValid = result.rowsReceived - Number(counts[1]);
  const perColumn = checkedColumns.map((i, k) => ({ i, failed: Number(counts[2 + k]) }));
  result.failureCount = perColumn.reduce((sum, p) => sum + p.failed, 0);
  if (!result.failureCount) return result;
  const failing = perColumn.filter((p) => p.failed).map((p) => p.i);
  const lines = (
    await c.run(
      `SELECT ${lineOf} AS line, ${failing.map((i) => `f${i}`).join(', ')} FROM ${checked} WHERE ${anyOf(failing)} ORDER BY rowid LIMIT ${REPORTED_FAILURES}`,
    )
  ).getRows();
  for (const row of lines) {
    failing.forEach((i, k) => {
      const flag = Number(row[1 + k]);
      if (!flag || result.failures.length >= REPORTED_FAILURES) return;
      const check = checks.get(i)!;
      const problem =
        flag === 1 ? 'must have a value' : `not a ${typeLabel(check.dataType, check.dataTypeSpecs)}`;
      result.failures.push(
        `${source.fileName} line ${Number(row[0])}, column ${names[i]}: ${problem} (${check.failureBehaviour})`,
      );
    });
  }
  const breaking = perColumn.filter((p) => p.failed && checks.get(p.i)!.failureBehaviour === 'Break');
  if (breaking.length) {
    const failed = breaking.reduce((sum, p) => sum + p.failed, 0);
    result.broken = `${source.fileName}: ${plural(failed, 'value')} failed the checks of column${breaking.length > 1 ? 's' : ''} ${breaking.map((p) => names[p.i]).join(', ')} (failure behaviour Break).`;
  }
  return result;
}

/** The SkipRow condition of a checked table's rows, or undefined when no column skips rows. */
function skipped(t: CheckedTable) {
  const flags = t.columns.flatMap((col, i) =>
    col.check?.failureBehaviour === 'SkipRow' ? [`f${i} > 0`] : [],
  );
  return flags.length ? flags.join(' OR ') : undefined;
}

/**
 * Deletes the rows SkipRow leaves out of a checked table — before the batch's transaction, which
 * then alters the table (DuckDB does not alter a table that the same transaction changed).
 */
export async function deleteSkippedRows(c: WarehouseSql, t: CheckedTable) {
  const skip = skipped(t);
  if (t.checkedTable && skip) await c.run(`DELETE FROM ${t.checkedTable} WHERE ${skip}`);
}

/**
 * Makes a checked table gain.<target> (the table's first file, its SkipRow rows deleted already)
 * or appends its rows to it (SkipRow rows left out); a SetNull value is NULL already (a value that fails its check converts to NULL);
 * columns named as the file's header (or column0, ...). The first file's checked table becomes the
 * target itself — its flags dropped, its columns renamed — so the rows are written once. Run it in
 * the batch's transaction. Returns the rows written.
 */
export async function writeCheckedTable(c: WarehouseSql, t: CheckedTable, append: boolean): Promise<number> {
  const target = t.configuration.targetTableName;
  if (!isTableName(target)) throw new WarehouseError('sql', `'${target}' is not a valid table name.`);
  if (!t.checkedTable || !t.columns.length) return 0;
  if (append) {
    const skip = skipped(t);
    const select = t.columns.map((col, i) => `v${i} AS ${quoteIdentifier(col.name)}`);
    await c.run(
      `INSERT INTO ${qualified(GAIN_SCHEMA, target)} BY NAME SELECT ${select.join(', ')} FROM ${t.checkedTable}${skip ? ` WHERE NOT (${skip})` : ''}`,
    );
    await c.run(`DROP TABLE ${t.checkedTable}`);
    return t.rowsValid;
  }
  // One round trip for the whole change: the statements are only catalogue changes.
  const alter = t.columns.flatMap((col, i) => [
    ...(col.check ? [`ALTER TABLE ${t.checkedTable} DROP COLUMN f${i}`] : []),
    `ALTER TABLE ${t.checkedTable} RENAME COLUMN v${i} TO ${quoteIdentifier(col.name)}`,
  ]);
  await c.run(
    [
      ...alter,
      `DROP TABLE IF EXISTS ${qualified(GAIN_SCHEMA, target)}`,
      `ALTER TABLE ${t.checkedTable} RENAME TO ${quoteIdentifier(target)}`,
    ].join(';\n'),
  );
  return t.rowsValid;
}

/** Removes a checked table that was not written (failed checks, the dry run). */
export async function dropChecked(c: WarehouseSql, t: CheckedTable) {
  if (t.checkedTable) await c.run(`DROP TABLE IF EXISTS ${t.checkedTable}`);
}
