// A UTF-8 CSV file into `import.<table>` with DuckDB's read_csv, replacing the table in one
// transaction (a failed or interrupted load leaves the old table, never half a new one). The fast path is one strict read with DuckDB's type detection. Only
// when it fails is the file read again to find out why, line by line (store_rejects):
// - a line that does not fit the file's shape (too many or too few columns, an unterminated quote,
//   bytes that are not UTF-8) fails the file, naming the first such line; nothing is loaded;
// - values that do not fit the type DuckDB detected from its sample (an 'N/A' in a column of
//   numbers) do not lose the line: those columns are loaded as VARCHAR, and the lines that forced it
//   are reported.
import fs from 'node:fs';
import { BUILD_PREFIX, qualified, quoteIdentifier, quoteLiteral } from '../../warehouse/identifiers.js';
import type { WarehouseSql } from '../../warehouse/warehouse.service.js';
import { WarehouseError } from '../../warehouse/warehouse-errors.js';
import { ImportProblem, type RejectedLine } from './import-problem.js';
import {
  decideFormats,
  detectFormats,
  formatOptions,
  type DecidedFormats,
  type FormatSettings,
  type ReadFormats,
} from './csv-formats.js';

export interface ReadOptions {
  delimiter: string;
  quote: string;
  /** '\r' is passed to DuckDB; '\n' and '\r\n' let it take either, as files move between systems. */
  newLine: string;
  header: boolean;
  /** Column names to use instead of the file's (XLSX: the header row's cells). */
  names?: string[];
  /** Column types that override detection. */
  types?: Record<string, string>;
  /** Rows may have fewer fields than columns (XLSX rows end at their last filled cell). */
  nullPadding?: boolean;
  /** Detect types from every row, not DuckDB's sample (XLSX, whose text is canonical). */
  sampleAll?: boolean;
  /** Decimal text becomes DECIMAL (CSV); XLSX numbers are Excel's doubles and stay DOUBLE. */
  exactDecimals?: boolean;
  /** CSV: how numbers and dates are written, as the settings say; what they leave open is detected. */
  formatSettings?: FormatSettings;
  /** Numbers and dates as decided (withFormats): read_csv's options and the columns held to a format. */
  formats?: ReadFormats;
}

export interface LoadResult {
  rows: number;
  /** Columns loaded as VARCHAR because some values did not fit the detected type. */
  widened: string[];
  /** The lines that made them so (first ones), and how many there were. */
  rejected: RejectedLine[];
  rejectedCount: number;
  /** How numbers and dates were read (CSV), in the settings' words, for the run's log. */
  formats?: string;
  /** The same as the settings' values, remembered for the file's import settings (CSV). */
  decided?: DecidedFormats;
}

const REJECTS = '__cairn_rejects';
const REJECTS_SCAN = '__cairn_rejects_scan';
const MAX_REPORTED = 100;

const list = (items: string[]) => `[${items.map(quoteLiteral).join(', ')}]`;
const struct = (entries: [string, string][]) =>
  `{${entries.map(([k, v]) => `${quoteLiteral(k)}: ${quoteLiteral(v)}`).join(', ')}}`;

/** DuckDB's read_csv of the file with the import's options (also the PostgreSQL import's sniff). */
export function readCsv(file: string, o: ReadOptions, extra: string[] = []) {
  const options = [
    `delim = ${quoteLiteral(o.delimiter)}`,
    `quote = ${quoteLiteral(o.quote)}`,
    `escape = ${quoteLiteral(o.quote)}`,
    `header = ${o.header}`,
    `encoding = 'utf-8'`,
    'strict_mode = true',
    ...(o.newLine === '\r' ? [`new_line = '\\r'`] : []),
    ...(o.names?.length ? [`names = ${list(o.names)}`] : []),
    ...(o.types && Object.keys(o.types).length ? [`types = ${struct(Object.entries(o.types))}`] : []),
    ...(o.nullPadding ? ['null_padding = true'] : []),
    ...(o.sampleAll ? ['sample_size = -1'] : []),
    ...formatOptions(o.formats),
    ...extra,
  ];
  return `read_csv(${quoteLiteral(file)}, ${options.join(', ')})`;
}

/**
 * The options with the file's numbers and dates decided (csv-formats.ts): what the settings leave open
 * is detected from its first rows, read as text. A file whose first rows cannot even be read as text
 * gets the settings alone; the load then fails and says why.
 */
export async function withFormats(c: WarehouseSql, file: string, o: ReadOptions): Promise<ReadOptions> {
  if (!o.formatSettings) return o;
  const { formatSettings, ...rest } = o;
  // A 4 MB buffer rather than DuckDB's 32 MB: the detection reads only the first rows.
  const textRead = readCsv(file, { ...rest, types: undefined }, [
    'all_varchar = true',
    'buffer_size = 4194304',
  ]);
  const formats = await detectFormats(c, textRead, formatSettings).catch((err: unknown) => {
    if (err instanceof WarehouseError && err.reason === 'sql') return decideFormats(formatSettings, []);
    throw err;
  });
  return { ...rest, formats, types: { ...rest.types, ...formats.types } };
}

/** DuckDB's CSV errors quote the offending line ("Original Line: ..."): the run's message must not. */
const withoutContent = (message: string) =>
  message
    .split('\n')
    .filter((line) => !/^\s*Original Line:/i.test(line))
    .join('\n')
    .trim();

const lineOf = (message: string) => Number(/CSV Error on Line: (\d+)/.exec(message)?.[1]) || undefined;

/** The number of fields of the file's first record, for a read that cannot rely on DuckDB's sniffer. */
function firstRecordWidth(file: string, o: ReadOptions): number {
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  const text = buffer.subarray(0, fs.readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
  fs.closeSync(fd);
  let fields = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === o.quote) quoted = !quoted;
    else if (!quoted && text.startsWith(o.delimiter, i)) {
      fields++;
      i += o.delimiter.length - 1;
    } else if (!quoted && (text[i] === '\n' || text[i] === '\r')) break;
  }
  return fields;
}

async function collectRejects(c: WarehouseSql, file: string, o: ReadOptions, sniff: boolean) {
  await c.run(`DROP TABLE IF EXISTS ${REJECTS}; DROP TABLE IF EXISTS ${REJECTS_SCAN}`);
  const store = [
    `store_rejects = true`,
    `rejects_table = '${REJECTS}'`,
    `rejects_scan = '${REJECTS_SCAN}'`,
    'rejects_limit = 1000',
  ];
  const options: ReadOptions = sniff ? o : { ...o, names: undefined, types: undefined };
  const shape = sniff
    ? []
    : [
        'auto_detect = false',
        `columns = ${struct(Array.from({ length: o.names?.length ?? firstRecordWidth(file, o) }, (_, i) => [o.names?.[i] ?? `column${i}`, 'VARCHAR']))}`,
      ];
  // Every column is used (hash of all of them), so every value is parsed and cast.
  await c.run(
    `SELECT count(*) FROM ${readCsv(file, options, [...shape, ...store])} WHERE hash(COLUMNS(*)) IS NOT NULL`,
  );
  const rows = (
    await c.run(
      `SELECT line, column_name, error_type, error_message, csv_line FROM ${REJECTS} ORDER BY line, column_idx LIMIT ${MAX_REPORTED}`,
    )
  ).getRows();
  const [[count]] = (await c.run(`SELECT count(*) FROM ${REJECTS}`)).getRows();
  await c.run(`DROP TABLE IF EXISTS ${REJECTS}; DROP TABLE IF EXISTS ${REJECTS_SCAN}`);
  const rejected = rows.map(([line, column, errorType, reason, text]): RejectedLine => ({
    line: Number(line),
    column: column === null ? null : String(column),
    errorType: String(errorType),
    reason: String(reason),
    text: text === null ? null : String(text),
  }));
  return { rejected, count: Number(count) };
}

/** Why the strict read failed, line by line: DuckDB's sniffer first, else a shape-only read of text columns. */
async function diagnose(c: WarehouseSql, file: string, o: ReadOptions) {
  try {
    return await collectRejects(c, file, o, true);
  } catch (err) {
    if (!(err instanceof WarehouseError) || err.reason !== 'sql') throw err;
    return collectRejects(c, file, o, false);
  }
}

/**
 * CSV decimals: DuckDB types '4250.10' as DOUBLE. Money wants exact arithmetic, so a DOUBLE column
 * whose values all have at most 6 decimals becomes DECIMAL(18, s), s the decimals needed (at least
 * 2), when its magnitude leaves DOUBLE's 15 significant digits intact; otherwise it stays DOUBLE.
 */
const MAX_SCALE = 6;
/** Rows the fast path's guess of each column's scale is made from (DuckDB's own sniffing sample). */
const SCALE_SAMPLE_ROWS = 20_480;
/** The fast path's guard fails with this when a value does not fit the guessed type. */
const GUESS_MISSED = 'cairn: decimal scale guess missed';
const DECIMAL_SAMPLE = '__cairn_decimal_sample';

/** Per column: the decimals its values need (99 when more than MAX_SCALE) and its largest magnitude. */
function scaleMeasures(columns: string[]) {
  return columns.flatMap((name) => {
    const col = quoteIdentifier(name);
    const scale = Array.from(
      { length: MAX_SCALE + 1 },
      (_, s) => `WHEN ${col} = round(${col}, ${s}) THEN ${s}`,
    );
    // An empty cell needs no decimals (without its own WHEN it would fall through to 99).
    return [
      `coalesce(max(CASE WHEN ${col} IS NULL THEN NULL ${scale.join(' ')} ELSE 99 END), 2)`,
      `coalesce(max(abs(${col})), 0)`,
    ];
  });
}

/** The DECIMAL scale each column gets from scaleMeasures' answer; columns that stay DOUBLE are left out. */
function decimalScales(columns: string[], measured: unknown[]) {
  const scales = new Map<string, number>();
  for (const [i, name] of columns.entries()) {
    const scale = Math.max(2, Number(measured[2 * i]));
    if (scale <= MAX_SCALE && Number(measured[2 * i + 1]) < 10 ** (15 - scale)) scales.set(name, scale);
  }
  return scales;
}

/** The rule applied after loading (the slow path): one aggregate query, one ALTER per column. */
async function exactDecimals(c: WarehouseSql, table: string) {
  const doubles = (
    await c.run(
      `SELECT column_name FROM duckdb_columns() WHERE database_name = current_database() AND schema_name = 'import' AND table_name = ${quoteLiteral(table)} AND data_type = 'DOUBLE' ORDER BY column_index`,
    )
  )
    .getRows()
    .map(([name]) => String(name));
  if (!doubles.length) return;
  const [row] = (
    await c.run(`SELECT ${scaleMeasures(doubles).join(', ')} FROM ${qualified('import', table)}`)
  ).getRows();
  for (const [name, scale] of decimalScales(doubles, row)) {
    await c.run(
      `ALTER TABLE ${qualified('import', table)} ALTER COLUMN ${quoteIdentifier(name)} TYPE DECIMAL(18, ${scale})`,
    );
  }
}

/**
 * The rule decided before loading (the fast path): the scales the file's first rows need, which the
 * load then checks on every value with the rule's own test. Rewriting the loaded columns afterwards
 * (scan, ALTER, a heavier commit and checkpoint) cost ~0.4 s per million rows; the check costs
 * almost nothing. Returns no scales when no column qualifies.
 */
async function guessDecimalScales(c: WarehouseSql, file: string, o: ReadOptions) {
  // The first rows kept aside: the file is sniffed and read once for both questions.
  await c.run(
    `CREATE OR REPLACE TEMP TABLE ${DECIMAL_SAMPLE} AS SELECT * FROM ${readCsv(file, o)} LIMIT ${SCALE_SAMPLE_ROWS}`,
  );
  try {
    const doubles = (
      await c.run(
        `SELECT column_name FROM duckdb_columns() WHERE database_name = 'temp' AND table_name = '${DECIMAL_SAMPLE}' AND data_type = 'DOUBLE' ORDER BY column_index`,
      )
    )
      .getRows()
      .map(([name]) => String(name));
    if (!doubles.length) return new Map<string, number>();
    const [row] = (
      await c.run(`SELECT ${scaleMeasures(doubles).join(', ')} FROM ${DECIMAL_SAMPLE}`)
    ).getRows();
    return decimalScales(doubles, row);
  } finally {
    await c.run(`DROP TABLE IF EXISTS ${DECIMAL_SAMPLE}`);
  }
}

/** Each guessed column as DECIMAL(18, s), failing the statement with GUESS_MISSED on a value that needs more. */
function guardedDecimals(scales: Map<string, number>) {
  return [...scales].map(([name, scale]) => {
    const col = quoteIdentifier(name);
    const fits = `${col} = round(${col}, ${scale}) AND abs(${col}) < ${10 ** (15 - scale)}`;
    return `CASE WHEN ${col} IS NULL THEN NULL WHEN ${fits} THEN ${col}::DECIMAL(18, ${scale}) ELSE error(${quoteLiteral(GUESS_MISSED)}) END AS ${col}`;
  });
}

const missedGuess = (err: unknown) => err instanceof WarehouseError && err.message.includes(GUESS_MISSED);

/** The table replaced in one transaction: whatever fails or is interrupted, the old table stays. */
async function replaceTable(c: WarehouseSql, table: string, file: string, o: ReadOptions) {
  const load = (columns: string) =>
    c.transaction(async () => {
      const [[rows]] = (
        await c.run(
          `CREATE OR REPLACE TABLE ${qualified('import', table)} AS SELECT ${columns} FROM ${readCsv(file, o)}`,
        )
      ).getRows();
      if (o.exactDecimals && columns === '*') await exactDecimals(c, table);
      return Number(rows);
    });
  if (!o.exactDecimals) return load('*');
  const scales = await guessDecimalScales(c, file, o);
  if (!scales.size) return load('*');
  try {
    return await load(`* REPLACE (${guardedDecimals(scales).join(', ')})`);
  } catch (err) {
    // A later value needs more decimals (or is too large) than the first rows showed.
    if (!missedGuess(err)) throw err;
    return load('*');
  }
}

function hint(line: RejectedLine) {
  return line.errorType === 'INVALID ENCODING'
    ? `${line.reason} Check the encoding in the file's import settings.`
    : line.reason;
}

/** A value in a column whose format the settings name fails the file (the line and column said, not the value). */
function misfitOfSetFormat(rejected: RejectedLine[], count: number, o: ReadOptions) {
  const misfit = rejected.find((r) => r.errorType === 'CAST' && r.column && o.formats?.strict[r.column]);
  if (!misfit?.column) return undefined;
  const format = o.formats!.strict[misfit.column];
  return new ImportProblem(
    `column ${misfit.column} does not match its format ${format} set in the import settings`,
    misfit.line,
    rejected,
    count,
  );
}

export async function loadCsv(
  c: WarehouseSql,
  file: string,
  table: string,
  options: ReadOptions,
): Promise<LoadResult> {
  if (table.startsWith(BUILD_PREFIX)) throw new ImportProblem('has a name Cairn keeps for itself');
  const o = await withFormats(c, file, options);
  try {
    const rows = await replaceTable(c, table, file, o);
    return {
      rows,
      widened: [],
      rejected: [],
      rejectedCount: 0,
      formats: o.formats?.described,
      decided: o.formats?.decided,
    };
  } catch (err) {
    if (!(err instanceof WarehouseError) || err.reason !== 'sql') throw err;
    const { rejected, count } = await diagnose(c, file, o).catch((again: unknown) => {
      if (again instanceof WarehouseError && again.reason === 'sql') return { rejected: [], count: 0 };
      throw again;
    });
    const broken = rejected.find((r) => r.errorType !== 'CAST');
    if (broken) throw new ImportProblem(hint(broken), broken.line, rejected, count);
    const misfit = misfitOfSetFormat(rejected, count, o);
    if (misfit) throw misfit;
    if (!rejected.length) {
      throw new ImportProblem(
        `could not be read with its import settings: ${withoutContent(err.message)}`,
        lineOf(err.message),
      );
    }
    const widened = [...new Set(rejected.map((r) => r.column).filter((col): col is string => !!col))];
    const types = { ...o.types, ...Object.fromEntries(widened.map((col) => [col, 'VARCHAR'])) };
    try {
      return {
        rows: await replaceTable(c, table, file, { ...o, types }),
        widened,
        rejected,
        rejectedCount: count,
        formats: o.formats?.described,
        decided: o.formats?.decided,
      };
    } catch (third) {
      if (!(third instanceof WarehouseError) || third.reason !== 'sql') throw third;
      throw new ImportProblem(
        `could not be read: ${withoutContent(third.message)}`,
        lineOf(third.message),
        rejected,
        count,
      );
    }
  }
}
