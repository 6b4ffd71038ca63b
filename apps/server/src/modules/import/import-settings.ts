// Which import settings apply (s.3 "inherit from folder"): a file's own settings unless it has none
// or inherits; then its folder's; a folder without settings of its own (or one that inherits) takes
// its parent's, up to the purpose's root, which has the defaults.
import {
  DEFAULT_IMPORT_SETTINGS,
  lineEndingOf,
  unescapeSetting,
  type ImportSettings,
} from '@cairn/contracts';

const ownValues = (settings: ImportSettings | null | undefined) =>
  settings && !settings.inheritFromFolder ? settings : null;

/**
 * `levels` are the own settings from the outermost folder down to the object itself (null where an
 * object sets nothing). The result says `inheritFromFolder: true` when its values come from above.
 */
export function effectiveSettings(levels: readonly (ImportSettings | null)[]): ImportSettings {
  let effective: ImportSettings = DEFAULT_IMPORT_SETTINGS;
  for (const level of levels) effective = ownValues(level) ?? effective;
  const own = ownValues(levels[levels.length - 1]);
  return { ...effective, inheritFromFolder: !own };
}

/** The settings as DuckDB's read_csv takes them: escapes resolved, encoding trimmed. */
export interface CsvDialect {
  delimiter: string;
  quote: string;
  newLine: '\n' | '\r\n' | '\r';
  encoding: string;
  header: boolean;
}

export function csvDialect(settings: ImportSettings): CsvDialect {
  return {
    delimiter: unescapeSetting(settings.delimiter),
    quote: unescapeSetting(settings.quoteCharacter),
    newLine: lineEndingOf(settings.lineEnding) ?? '\n',
    encoding: settings.encodingName.trim(),
    header: settings.hasHeader,
  };
}
