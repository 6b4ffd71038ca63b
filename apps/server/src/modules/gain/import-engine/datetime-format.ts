// DateTime_String formats (workspace.md section 3 "Column configuration": e.g. dd-MMM-yyyy HH:mm)
// are written the way .NET and Excel users write them; DuckDB parses with strptime specifiers. This
// translates one into the other (docs/gain.md "Data types"), so the check runs in the warehouse.

/** Longest token first: `yyyy` before `yy`, `MMMM` before `MMM`. */
const TOKENS: [string, string][] = [
  ['yyyy', '%Y'],
  ['yy', '%y'],
  ['MMMM', '%B'],
  ['MMM', '%b'],
  ['MM', '%m'],
  ['M', '%-m'],
  ['dddd', '%A'],
  ['ddd', '%a'],
  ['dd', '%d'],
  ['d', '%-d'],
  ['HH', '%H'],
  ['H', '%-H'],
  ['hh', '%I'],
  ['h', '%-I'],
  ['mm', '%M'],
  ['m', '%-M'],
  ['ss', '%S'],
  ['s', '%-S'],
  ['ffffff', '%f'],
  ['fff', '%g'],
  ['tt', '%p'],
  ['zzz', '%z'],
];

export class DateFormatProblem extends Error {}

/**
 * The strptime format of a .NET-style date format. Text in single or double quotes, and a
 * backslash-escaped character, are literal. Throws DateFormatProblem for a format with no date or
 * time part at all (a typo would otherwise match nothing and fail every row).
 */
export function toStrptime(format: string): string {
  let out = '';
  let parts = 0;
  for (let i = 0; i < format.length;) {
    const ch = format[i];
    if (ch === "'" || ch === '"') {
      const end = format.indexOf(ch, i + 1);
      const literal = end < 0 ? format.slice(i + 1) : format.slice(i + 1, end);
      out += literal.replace(/%/g, '%%');
      i = end < 0 ? format.length : end + 1;
      continue;
    }
    if (ch === '\\' && i + 1 < format.length) {
      out += format[i + 1] === '%' ? '%%' : format[i + 1];
      i += 2;
      continue;
    }
    const token = TOKENS.find(([t]) => format.startsWith(t, i));
    if (token) {
      out += token[1];
      parts++;
      i += token[0].length;
      continue;
    }
    out += ch === '%' ? '%%' : ch;
    i++;
  }
  if (!parts) throw new DateFormatProblem(`'${format}' is not a date format (use e.g. dd-MMM-yyyy HH:mm)`);
  return out;
}
