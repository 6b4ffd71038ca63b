// Import rules shared by the import screens and the server (workspace.md s.3 "Source or folder
// import settings", s.5 "Import file settings"): defaults, how a setting's text is read, the
// validation with the spec's messages, and which table a file is imported into.
import type { ImportSettings } from './pipelines-api.js';
import type { RuleMessage } from './validation.js';
import { isImportDateFormat, hasTime } from './import-formats.js';

export * from './import-formats.js';

/** What an import uses when neither the file nor any folder up to the purpose's root sets anything. */
export const DEFAULT_IMPORT_SETTINGS: ImportSettings = {
  inheritFromFolder: false,
  delimiter: ',',
  quoteCharacter: '"',
  lineEnding: '\n',
  encodingName: 'utf-8',
  hasHeader: true,
};

/** The warehouse schema imported files land in. */
export const IMPORT_SCHEMA = 'import';
export const IMPORT_FILE_KINDS = { '.csv': 'csv', '.txt': 'csv', '.xlsx': 'xlsx' } as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[keyof typeof IMPORT_FILE_KINDS];
/** A delimiter may have up to 4 characters (DuckDB's limit); a quote is one character. */
export const MAX_DELIMITER_LENGTH = 4;
/** Excel's limit for a worksheet name. */
export const MAX_WORKSHEET_NAME_LENGTH = 31;

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
};

/** csv (.csv, .txt), xlsx, or null for a file the import cannot read. */
export function importFileKind(fileName: string): ImportFileKind | null {
  return IMPORT_FILE_KINDS[extensionOf(fileName) as keyof typeof IMPORT_FILE_KINDS] ?? null;
}

/**
 * The table a file is imported into, `import.<this>`: the name without its extension, accents
 * dropped, lowercase, every character other than a-z and 0-9 replaced by '_', and 't_' in front
 * when it would start with a digit (or be empty). 'Payroll 2026.csv' -> 'payroll_2026'.
 */
export function importTableName(fileName: string): string {
  const ext = extensionOf(fileName);
  const stem = ext ? fileName.slice(0, -ext.length) : fileName;
  const name = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_');
  return name === '' || /^[0-9]/.test(name) ? `t_${name}` : name;
}

/** Escapes people type for invisible characters: \t, \n, \r (and the names LF, CRLF, CR, TAB). */
export function unescapeSetting(value: string): string {
  const named: Record<string, string> = { LF: '\n', CRLF: '\r\n', CR: '\r', TAB: '\t' };
  const upper = value.trim().toUpperCase();
  if (named[upper]) return named[upper];
  return value.replace(/\\([tnr\\])/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r', '\\': '\\' })[c] ?? c);
}

export const LINE_ENDINGS = ['\n', '\r\n', '\r'] as const;
/** The line ending a setting names, or null when it names none of LF, CRLF, CR. */
export function lineEndingOf(value: string): (typeof LINE_ENDINGS)[number] | null {
  const chars = unescapeSetting(value);
  return (LINE_ENDINGS as readonly string[]).includes(chars)
    ? (chars as (typeof LINE_ENDINGS)[number])
    : null;
}

/** Whether `name` is an encoding label the import can decode (the WHATWG list: utf-8, latin1, windows-1252, utf-16le, ...). */
export function encodingKnown(name: string): boolean {
  try {
    new TextDecoder(name.trim());
    return true;
  } catch {
    return false;
  }
}

export interface ImportSettingsError {
  field: keyof ImportSettings;
  message: RuleMessage;
}

/**
 * s.5: delimiter, quote character, line ending and encoding name are each required, with the
 * spec's messages; then the values must be usable. A file that inherits from its folder is not
 * checked: its own values are not used.
 */
export function importSettingsErrors(settings: ImportSettings): ImportSettingsError[] {
  if (settings.inheritFromFolder) return [];
  const errors: ImportSettingsError[] = [];
  const delimiter = unescapeSetting(settings.delimiter);
  if (settings.delimiter === '') errors.push({ field: 'delimiter', message: { key: 'provideDelimiter' } });
  else if ([...delimiter].length > MAX_DELIMITER_LENGTH)
    errors.push({ field: 'delimiter', message: { key: 'maxLength', params: { num: MAX_DELIMITER_LENGTH } } });
  else if (/[\r\n]/.test(delimiter)) errors.push({ field: 'delimiter', message: { key: 'invalidValue' } });
  if (settings.quoteCharacter === '')
    errors.push({ field: 'quoteCharacter', message: { key: 'provideQuoteCharacter' } });
  else if (unescapeSetting(settings.quoteCharacter).length !== 1)
    errors.push({ field: 'quoteCharacter', message: { key: 'singleCharacter' } });
  if (settings.lineEnding === '') errors.push({ field: 'lineEnding', message: { key: 'provideLineEnding' } });
  else if (!lineEndingOf(settings.lineEnding))
    errors.push({ field: 'lineEnding', message: { key: 'unknownLineEnding' } });
  if (settings.encodingName.trim() === '')
    errors.push({ field: 'encodingName', message: { key: 'provideEncodingName' } });
  else if (!encodingKnown(settings.encodingName))
    errors.push({ field: 'encodingName', message: { key: 'unknownEncoding' } });
  errors.push(...numberAndDateErrors(settings));
  if (settings.worksheetName && settings.worksheetName.length > MAX_WORKSHEET_NAME_LENGTH) {
    errors.push({
      field: 'worksheetName',
      message: { key: 'maxLength', params: { num: MAX_WORKSHEET_NAME_LENGTH } },
    });
  }
  return errors;
}

/**
 * Numbers and dates: the two separators must differ; each column is named once; and, because a file
 * is read with one date format and one date-and-time format, the file's and its columns' formats
 * agree within each kind.
 */
function numberAndDateErrors(settings: ImportSettings): ImportSettingsError[] {
  const errors: ImportSettingsError[] = [];
  if (settings.decimalSeparator && settings.decimalSeparator === settings.thousandsSeparator)
    errors.push({ field: 'thousandsSeparator', message: { key: 'invalidValue' } });
  const columns = settings.columnFormats ?? [];
  const names = columns.map((c) => c.column.trim().toLowerCase());
  if (names.some((n) => n === ''))
    errors.push({ field: 'columnFormats', message: { key: 'fieldCannotBeEmpty' } });
  else if (new Set(names).size !== names.length)
    errors.push({ field: 'columnFormats', message: { key: 'noDuplicateField' } });
  const formats = [settings.dateFormat, ...columns.map((c) => c.format)].filter(
    (f): f is NonNullable<typeof f> => !!f && isImportDateFormat(f),
  );
  const kinds = (withTime: boolean) =>
    new Set(formats.filter((f) => isImportDateFormat(f) && hasTime(f) === withTime));
  if (kinds(false).size > 1 || kinds(true).size > 1)
    errors.push({ field: 'columnFormats', message: { key: 'invalidValue' } });
  return errors;
}
