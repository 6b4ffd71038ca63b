// Numbers and dates the way the file writes them (issue 27): a German payroll export writes
// `1.234,56` and `31.01.2026`, an English one `1,234.56` and `2026-01-31`. What the import settings
// leave open is detected from the file's first rows (DuckDB's own sniffing sample), in SQL in the
// warehouse process; the load then hands the result to DuckDB's read_csv (decimal_separator,
// thousands, dateformat, timestampformat, types), which converts every value while it reads.
// The rule (docs/import.md "Numbers and dates"), over the sample's non-empty values of each column:
// - a column is a number column of a convention when every value is a number in it; it is evidence
//   for it when some value cannot be read the other way (`1.234,56`, `50,00`, `0,5`; a lone
//   `1,234` or `1.234` is evidence for neither);
// - the decimal separator is ',' when some column is evidence for it and none for '.'; else '.';
// - the thousands separator is the one grouping character the number columns use, none when they
//   use none (or more than one: those columns then stay text); a comma only when some column shows
//   decimal points (a lone 1,234 may be a German 1.234);
// - a column whose every value is `dd.mm.yyyy` is dates, day first (nobody writes month.day);
//   `dd/mm/yyyy` only when some day is over 12 and no month is; when neither part ever passes 12
//   the column is ambiguous and stays text; the file takes the one date format (and the one date
//   and time format) its columns agree on. ISO dates DuckDB reads itself.
import {
  hasTime,
  strptimeFormat,
  type ImportDateFormat,
  type ImportDetected,
  type ImportSettings,
  type ThousandsSeparator,
} from '@cairn/contracts';
import { quoteIdentifier, quoteLiteral } from '../../warehouse/identifiers.js';
import type { WarehouseSql } from '../../warehouse/warehouse.service.js';

/** The settings that say how numbers and dates are written; each one left out is detected. */
export type FormatSettings = Pick<
  ImportSettings,
  'decimalSeparator' | 'thousandsSeparator' | 'dateFormat' | 'columnFormats'
>;

/** What was decided, in the settings' own values (the file's import settings view shows them). */
export type DecidedFormats = Pick<ImportDetected, 'decimalSeparator' | 'thousandsSeparator' | 'dateFormat'>;

type Grouping = Exclude<ThousandsSeparator, 'none'>;

/** What read_csv is told; the defaults (decimal '.', no grouping, DuckDB's own date sniffing) say nothing. */
export interface ReadFormats {
  decimalSeparator: ',' | '.';
  /** One grouping character, or null. */
  thousands: Grouping | null;
  /** strptime formats for DATE and TIMESTAMP columns; undefined lets DuckDB sniff. */
  dateFormat?: string;
  timestampFormat?: string;
  /** Column types set by the settings, and ambiguous date columns kept as VARCHAR. */
  types: Record<string, string>;
  /** Columns whose format the settings name (column -> format): a value that does not fit fails the file. */
  strict: Record<string, string>;
  /** What was decided, in the settings' words, for the run's log; empty for DuckDB's defaults. */
  described: string;
  /** The same as values; the date format is the dates' one, else the dates with time's. */
  decided: DecidedFormats;
}

/** The sample's counts for one column (see evidenceQuery). */
export interface ColumnEvidence {
  name: string;
  values: number;
  commaNumbers: number;
  commaEvidence: number;
  dotNumbers: number;
  dotEvidence: number;
  /** Values that contain each grouping character. */
  withDot: number;
  withComma: number;
  withSpace: number;
  withApostrophe: number;
  /** Values of each date shape; for slashes, the largest first and second part. */
  dotDates: [number, number, number];
  slashDates: [number, number, number];
  slashFirstMax: number;
  slashSecondMax: number;
}

/** Rows the detection looks at: DuckDB's own sniffing sample. */
const SAMPLE_ROWS = 20_480;
const NUMBER = {
  ',': String.raw`[+-]?(\d{1,3}([.' ]\d{3})+|\d+)(,\d+)?`,
  '.': String.raw`[+-]?(\d{1,3}([,' ]\d{3})+|\d+)(\.\d+)?`,
};
/** Values that can only be read one way: a decimal part that is not 3 digits, a 0 or a 4-digit whole part, two groups. */
const EVIDENCE = {
  ',': String.raw`[+-]?(\d{1,3}([.' ]\d{3})+,\d+|\d{1,3}(\.\d{3}){2,}|0,\d+|\d{4,},\d+|\d+,(\d{1,2}|\d{4,}))`,
  '.': String.raw`[+-]?(\d{1,3}([,' ]\d{3})+\.\d+|\d{1,3}(,\d{3}){2,}|0\.\d+|\d{4,}\.\d+|\d+\.(\d{1,2}|\d{4,}))`,
};
const TIMES = ['', String.raw` \d{1,2}:\d{2}`, String.raw` \d{1,2}:\d{2}:\d{2}`];
const DATE = { dot: String.raw`\d{1,2}\.\d{1,2}\.\d{4}`, slash: String.raw`\d{1,2}/\d{1,2}/\d{4}` };
/** Only values made of digits, signs, separators and spaces are tried against the patterns. */
const CANDIDATE = String.raw`[0-9+-][0-9.,' :/]*`;

const matches = (x: string, pattern: string) => `count_if(regexp_full_match(${x}, ${quoteLiteral(pattern)}))`;

/**
 * Per column, the values that could be anything but the plain reading (decimal point, no grouping,
 * ISO dates): a comma, an apostrophe, a slash, two dots, or a space after a leading digit. One
 * partial regular expression a value, straight over the read (no names needed): a plain file, most
 * of them, pays for this query only (~35 ms on the benchmark's file, ~18 ms of it the read).
 */
export function unusualValuesQuery(textRead: string) {
  const unusual = `regexp_matches(COLUMNS(*), ${quoteLiteral(String.raw`[,'/]|\..*\.|^[0-9][^ ]* `)})`;
  return `SELECT count_if(${unusual}) FROM (SELECT * FROM ${textRead} LIMIT ${SAMPLE_ROWS})`;
}

/** One aggregate query over the sample: every column's counts, in ColumnEvidence's order. */
export function evidenceQuery(source: string, columns: string[]) {
  const cleaned = columns.map((name, i) => {
    const v = `nullif(trim(${quoteIdentifier(name)}), '')`;
    return `${v} AS v${i}, CASE WHEN regexp_full_match(${v}, ${quoteLiteral(CANDIDATE)}) THEN ${v} END AS x${i}`;
  });
  const aggregates = columns.flatMap((_, i) => {
    const x = `x${i}`;
    const part = (n: number) =>
      `max(CASE WHEN regexp_full_match(${x}, ${quoteLiteral(`${DATE.slash}.*`)}) THEN split_part(${x}, '/', ${n})::INTEGER END)`;
    return [
      `count(v${i})`,
      matches(x, NUMBER[',']),
      matches(x, EVIDENCE[',']),
      matches(x, NUMBER['.']),
      matches(x, EVIDENCE['.']),
      ...['.', ',', ' ', "'"].map((ch) => `count_if(contains(${x}, ${quoteLiteral(ch)}))`),
      ...TIMES.map((time) => matches(x, DATE.dot + time)),
      ...TIMES.map((time) => matches(x, DATE.slash + time)),
      `coalesce(${part(1)}, 0)`,
      `coalesce(${part(2)}, 0)`,
    ];
  });
  return `SELECT ${aggregates.join(', ')} FROM (SELECT ${cleaned.join(', ')} FROM ${source})`;
}

const PER_COLUMN = 17;

export function evidenceOf(columns: string[], row: unknown[]): ColumnEvidence[] {
  return columns.map((name, i) => {
    const n = row.slice(i * PER_COLUMN, (i + 1) * PER_COLUMN).map(Number);
    return {
      name,
      values: n[0],
      commaNumbers: n[1],
      commaEvidence: n[2],
      dotNumbers: n[3],
      dotEvidence: n[4],
      withDot: n[5],
      withComma: n[6],
      withSpace: n[7],
      withApostrophe: n[8],
      dotDates: [n[9], n[10], n[11]],
      slashDates: [n[12], n[13], n[14]],
      slashFirstMax: n[15],
      slashSecondMax: n[16],
    };
  });
}

const SHAPES = ['', ' HH:MM', ' HH:MM:SS'] as const;

/** The date format of a column whose every value has one date shape; 'ambiguous' for d/m vs m/d. */
function dateFormatOf(c: ColumnEvidence): ImportDateFormat | 'ambiguous' | null {
  for (const [i, shape] of SHAPES.entries()) {
    if (c.dotDates[i] === c.values) return `dd.mm.yyyy${shape}`;
    if (c.slashDates[i] === c.values) {
      if (c.slashSecondMax > 12) return null; // month first: DuckDB's own sniffing reads it
      return c.slashFirstMax > 12 ? `dd/mm/yyyy${shape}` : 'ambiguous';
    }
  }
  return null;
}

/** The one format the columns agree on, of dates with or without a time; none when they disagree. */
function agreed(formats: ImportDateFormat[], withTime: boolean) {
  const kinds = [...new Set(formats.filter((f) => hasTime(f) === withTime))];
  return kinds.length === 1 ? kinds[0] : undefined;
}

const GROUPING: Record<',' | '.', [Grouping, keyof ColumnEvidence][]> = {
  ',': [
    ['.', 'withDot'],
    [' ', 'withSpace'],
    ["'", 'withApostrophe'],
  ],
  '.': [
    [',', 'withComma'],
    [' ', 'withSpace'],
    ["'", 'withApostrophe'],
  ],
};

/** The settings and the sample's evidence -> what read_csv is told (the rule at the top of this file). */
export function decideFormats(settings: FormatSettings, evidence: ColumnEvidence[]): ReadFormats {
  const seen = evidence.filter((c) => c.values > 0);
  const commaColumns = seen.filter((c) => c.commaNumbers === c.values && c.commaEvidence > 0);
  const dotColumns = seen.filter((c) => c.dotNumbers === c.values && c.dotEvidence > 0);
  const decimalSeparator =
    settings.decimalSeparator ?? (commaColumns.length && !dotColumns.length ? ',' : '.');
  let thousands: Grouping | null;
  if (settings.thousandsSeparator) {
    thousands = settings.thousandsSeparator === 'none' ? null : settings.thousandsSeparator;
  } else {
    const numbers = seen.filter(
      (c) => (decimalSeparator === ',' ? c.commaNumbers : c.dotNumbers) === c.values,
    );
    // A comma between thousands is a decimal comma to half of Europe: only a file that shows it writes
    // decimal points (a column of evidence) has its 1,234 read as a thousand; else such columns stay text.
    const candidates = GROUPING[decimalSeparator].filter(([char]) => char !== ',' || dotColumns.length > 0);
    const used = candidates.filter(([, count]) => numbers.some((c) => Number(c[count]) > 0));
    thousands = used.length === 1 ? used[0][0] : null;
  }

  const types: Record<string, string> = {};
  const strict: Record<string, string> = {};
  const formats: ImportDateFormat[] = settings.dateFormat ? [settings.dateFormat] : [];
  const set = new Set((settings.columnFormats ?? []).map((c) => c.column));
  for (const { column, format } of settings.columnFormats ?? []) {
    strict[column] = format;
    if (format === 'text') types[column] = 'VARCHAR';
    else if (format === 'number') types[column] = 'DOUBLE';
    else {
      types[column] = hasTime(format) ? 'TIMESTAMP' : 'DATE';
      formats.push(format);
    }
  }
  const detected: ImportDateFormat[] = [];
  for (const c of seen) {
    if (set.has(c.name)) continue;
    const format = dateFormatOf(c);
    if (format === 'ambiguous') types[c.name] = 'VARCHAR';
    else if (format) detected.push(format);
  }
  const dateFormat = agreed(formats, false) ?? agreed(detected, false);
  const timestampFormat = agreed(formats, true) ?? agreed(detected, true);
  // A file read the plain way says nothing in the log.
  const plain = decimalSeparator === '.' && !thousands && !dateFormat && !timestampFormat;
  const described = plain
    ? ''
    : [
        `decimal separator '${decimalSeparator}'`,
        `thousands separator ${thousands ? `'${thousands}'` : 'none'}`,
        ...(dateFormat ? [`dates ${dateFormat}`] : []),
        ...(timestampFormat ? [`dates with time ${timestampFormat}`] : []),
      ].join(', ');
  return {
    decimalSeparator,
    thousands,
    ...(dateFormat ? { dateFormat: strptimeFormat(dateFormat) } : {}),
    ...(timestampFormat ? { timestampFormat: strptimeFormat(timestampFormat) } : {}),
    types,
    strict,
    described,
    decided: {
      decimalSeparator,
      thousandsSeparator: thousands ?? 'none',
      dateFormat: dateFormat ?? timestampFormat ?? null,
    },
  };
}

/** read_csv's options for the formats; none when they are DuckDB's defaults (the plain file's read is unchanged). */
export function formatOptions(f: ReadFormats | undefined): string[] {
  if (!f) return [];
  return [
    ...(f.decimalSeparator === ',' ? [`decimal_separator = ','`] : []),
    ...(f.thousands ? [`thousands = ${quoteLiteral(f.thousands)}`] : []),
    ...(f.dateFormat ? [`dateformat = ${quoteLiteral(f.dateFormat)}`] : []),
    ...(f.timestampFormat ? [`timestampformat = ${quoteLiteral(f.timestampFormat)}`] : []),
  ];
}

const TEXT_SAMPLE = '__cairn_text_sample';

/**
 * Detects what the settings leave open from the file's first rows, kept aside as text. `textRead`
 * is the read_csv of the file with all_varchar.
 */
export async function detectFormats(
  c: WarehouseSql,
  textRead: string,
  settings: FormatSettings,
): Promise<ReadFormats> {
  const [counts] = (await c.run(unusualValuesQuery(textRead))).getRows();
  if (!counts.some((n) => Number(n) > 0)) return decideFormats(settings, []);
  await c.run(
    `CREATE OR REPLACE TEMP TABLE ${TEXT_SAMPLE} AS SELECT * FROM ${textRead} LIMIT ${SAMPLE_ROWS}`,
  );
  try {
    const columns = (await c.run(`DESCRIBE ${TEXT_SAMPLE}`)).getRows().map(([name]) => String(name));
    const [row] = (await c.run(evidenceQuery(TEXT_SAMPLE, columns))).getRows();
    return decideFormats(settings, evidenceOf(columns, row));
  } finally {
    await c.run(`DROP TABLE IF EXISTS ${TEXT_SAMPLE}`);
  }
}
