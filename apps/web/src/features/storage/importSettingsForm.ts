// The import settings dialog's rules (workspace.md sections 3 and 5), kept pure so they are tested:
// what the form shows for a folder or a file, and what it sends back.
import {
  DEFAULT_IMPORT_SETTINGS,
  importFileKind,
  importSettingsErrors,
  type ImportDetected,
  type ImportSettings,
  type ImportSettingsView,
  type RuleMessage,
} from '@cairn/contracts';

/** The encodings offered by name (WHATWG labels the import can decode). */
export const COMMON_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'iso-8859-1',
  'iso-8859-15',
  'windows-1252',
] as const;
export const LINE_ENDING_CHOICES = [
  { value: '\n', label: 'LF (\\n)' },
  { value: '\r\n', label: 'CRLF (\\r\\n)' },
  { value: '\r', label: 'CR (\\r)' },
] as const;

export interface SettingsTarget {
  /** The folder's or file's name, shown in the title. */
  name: string;
  kind: 'folder' | 'file';
  fileName?: string;
}

/** Invisible characters as the escapes people type (a tab delimiter shows as \t). */
export const shownSetting = (value: string) =>
  value.replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\n/g, '\\n');

/** The form's values: a cleared select leaves its field undefined (or null), not ''. */
export type SettingsFormValues = {
  [K in keyof ImportSettings]:
    ImportSettings[K] | (ImportSettings[K] extends string ? undefined | null : never);
};

const TEXT_FIELDS = ['delimiter', 'quoteCharacter', 'lineEnding', 'encodingName'] as const;
const FORMAT_FIELDS = ['decimalSeparator', 'thousandsSeparator', 'dateFormat'] as const;

/** The form's values as settings: a cleared field is an empty value, which the rules then name. */
function asSettings(values: SettingsFormValues): ImportSettings {
  const settings = { ...values } as ImportSettings;
  for (const field of TEXT_FIELDS) settings[field] = values[field] ?? '';
  // A cleared number or date setting is detected from the file: it is not sent.
  for (const field of FORMAT_FIELDS) if (!values[field]) delete settings[field];
  settings.columnFormats = (values.columnFormats ?? []).map((c) => ({
    column: c?.column ?? '',
    format: c?.format ?? 'text',
  }));
  return settings;
}

/** Fields the form shows: a worksheet for .xlsx files; the CSV fields for the rest. */
export function visibleFields(target: SettingsTarget) {
  const xlsx = target.kind === 'file' && importFileKind(target.fileName ?? target.name) === 'xlsx';
  return { inherit: target.kind === 'file', csv: !xlsx, worksheet: xlsx };
}

/** The form starts from what the object sets itself, else from what an import would use. */
export function initialValues(
  view: ImportSettingsView | undefined,
  target: SettingsTarget,
): SettingsFormValues {
  const base = view?.own ?? view?.effective ?? DEFAULT_IMPORT_SETTINGS;
  const inheritFromFolder = target.kind === 'file' ? (view?.own ? view.own.inheritFromFolder : true) : false;
  return {
    ...base,
    inheritFromFolder,
    delimiter: shownSetting(base.delimiter),
    quoteCharacter: shownSetting(base.quoteCharacter),
    worksheetName: base.worksheetName ?? '',
    // Set even when empty, so that a value shown before (a file's own, then its folder's) is cleared.
    decimalSeparator: base.decimalSeparator,
    thousandsSeparator: base.thousandsSeparator,
    dateFormat: base.dateFormat,
    columnFormats: base.columnFormats ?? [],
  };
}

/** What is sent: a folder never inherits; an .xlsx file keeps its CSV values as they were. */
export function settingsToSave(formValues: SettingsFormValues, target: SettingsTarget): ImportSettings {
  const values = asSettings(formValues);
  const worksheetName = values.worksheetName?.trim();
  return {
    inheritFromFolder: target.kind === 'file' && values.inheritFromFolder,
    delimiter: values.delimiter,
    quoteCharacter: values.quoteCharacter,
    lineEnding: values.lineEnding,
    encodingName: values.encodingName.trim(),
    hasHeader: values.hasHeader,
    ...(worksheetName ? { worksheetName } : {}),
    ...Object.fromEntries(FORMAT_FIELDS.flatMap((f) => (values[f] ? [[f, values[f]]] : []))),
    ...(values.columnFormats?.length
      ? { columnFormats: values.columnFormats.map((c) => ({ ...c, column: c.column.trim() })) }
      : {}),
  };
}

/** The spec's message for one field of the form, or null (contracts' rules, written once). */
export function fieldProblem(values: SettingsFormValues, field: keyof ImportSettings): RuleMessage | null {
  return importSettingsErrors(asSettings(values)).find((e) => e.field === field)?.message ?? null;
}

/** What a file's last import found (issue 27), each value only where the dialog has it to tell. */
export type FoundInFile = Pick<ImportDetected, 'at'> & {
  [K in 'delimiter' | (typeof FORMAT_FIELDS)[number]]?: NonNullable<ImportDetected[K]>;
};

/**
 * What the file's last import found for what its settings, as they are now, leave open (a separator
 * the settings set is no finding); the delimiter when it was found in the file. Null when nothing is
 * left to tell.
 */
export function foundInFile(view: ImportSettingsView | undefined): FoundInFile | null {
  const detected = view?.detected;
  if (!detected) return null;
  const open = <F extends (typeof FORMAT_FIELDS)[number]>(field: F) =>
    view.effective[field] ? undefined : (detected[field] ?? undefined);
  const found = {
    delimiter: detected.delimiter ?? undefined,
    decimalSeparator: open('decimalSeparator'),
    thousandsSeparator: open('thousandsSeparator'),
    dateFormat: open('dateFormat'),
  };
  return Object.values(found).some((v) => v !== undefined) ? { at: detected.at, ...found } : null;
}
