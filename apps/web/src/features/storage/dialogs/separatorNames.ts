// How the import settings dialog names a separator: as its options show it ("Comma (,)") and within
// a sentence ("comma (,)"); each has its own translation, as German writes its nouns capitalised
// either way.
import type { TFunction } from 'i18next';
import { shownSetting } from '../importSettingsForm';

/** The separators' names, as people say them ('.' is a point in English, a Punkt in German). */
const SEPARATOR_KEYS: Record<string, string> = {
  ',': 'comma',
  '.': 'point',
  ' ': 'space',
  "'": 'apostrophe',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

/** A decimal or thousands separator as an option: "Comma (,)", "None". */
export function separatorOption(t: TFunction, value: string): string {
  return value === 'none'
    ? t('importArea.settings.separators.none')
    : `${t(`importArea.settings.separators.${SEPARATOR_KEYS[value]}`)} (${value})`;
}

/** Any separator within a sentence: "comma (,)", "tab (\t)", "none"; one without a name quoted. */
export function separatorInText(t: TFunction, value: string): string {
  if (value === 'none') return t('importArea.settings.found.names.none');
  const key = SEPARATOR_KEYS[value];
  const shown = shownSetting(value);
  return key ? `${t(`importArea.settings.found.names.${key}`)} (${shown})` : `'${shown}'`;
}
