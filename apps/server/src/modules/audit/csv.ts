// CSV for spreadsheets (RFC 4180) that cannot be turned into formulas: a cell that a spreadsheet
// would read as a formula (= + - @, or a leading tab or carriage return that some strip first) gets
// a leading apostrophe (OWASP "CSV injection"); then any cell with a comma, quote or line break is
// quoted, its quotes doubled. Lines end with CRLF.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly (string | number | null | undefined)[]) =>
  `${values.map(csvCell).join(',')}\r\n`;
