// How numbers and dates are written in an imported CSV (issue 27): the decimal and thousands
// separators and the date formats a folder, a file or one of its columns may set. What is not set is
// detected from the file (docs/import.md "Numbers and dates").

export const DECIMAL_SEPARATORS = [',', '.'] as const;
/** 'none': numbers are written without grouping (1234,56). */
export const THOUSANDS_SEPARATORS = ['none', '.', ',', ' ', "'"] as const;
/** Each date format, alone or with a time of day. */
export const IMPORT_DATE_FORMATS = [
  'dd.mm.yyyy',
  'dd.mm.yyyy HH:MM',
  'dd.mm.yyyy HH:MM:SS',
  'dd/mm/yyyy',
  'dd/mm/yyyy HH:MM',
  'dd/mm/yyyy HH:MM:SS',
  'yyyy-mm-dd',
  'yyyy-mm-dd HH:MM',
  'yyyy-mm-dd HH:MM:SS',
] as const;
/** A column may be kept as text, read as a number, or read as a date in one of the formats. */
export const COLUMN_FORMATS = ['text', 'number', ...IMPORT_DATE_FORMATS] as const;
/** Bounds on what a request may send. */
export const MAX_COLUMN_FORMATS = 500;
export const MAX_COLUMN_NAME_LENGTH = 255;

export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];
export type ThousandsSeparator = (typeof THOUSANDS_SEPARATORS)[number];
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

export const isImportDateFormat = (format: string): format is ImportDateFormat =>
  (IMPORT_DATE_FORMATS as readonly string[]).includes(format);
/** Whether a date format has a time of day (the column is a TIMESTAMP rather than a DATE). */
export const hasTime = (format: ImportDateFormat) => format.includes('HH');

/** A date format as strptime writes it: 'dd.mm.yyyy HH:MM' -> '%d.%m.%Y %H:%M'. */
export function strptimeFormat(format: ImportDateFormat): string {
  return format
    .replace('dd', '%d')
    .replace('mm', '%m')
    .replace('yyyy', '%Y')
    .replace('HH', '%H')
    .replace('MM', '%M')
    .replace('SS', '%S');
}
