// antd's and dayjs's own texts (date pickers, pagination, month names) in the languages other than
// English, fetched together with the language's translation file (see the backend in ./index.ts):
// the sign-in page does not load four languages' component texts to show English.
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@cairn/contracts';

type OtherLocale = Exclude<Locale, 'en'>;

// Importing a dayjs locale file registers it with dayjs; the languageChanged handler switches to it.
const LOADERS: Record<OtherLocale, () => Promise<AntdLocale>> = {
  'en-GB': () =>
    Promise.all([import('antd/locale/en_GB'), import('dayjs/locale/en-gb')]).then(([m]) => m.default),
  de: () => Promise.all([import('antd/locale/de_DE'), import('dayjs/locale/de')]).then(([m]) => m.default),
  fr: () => Promise.all([import('antd/locale/fr_FR'), import('dayjs/locale/fr')]).then(([m]) => m.default),
  nl: () => Promise.all([import('antd/locale/nl_NL'), import('dayjs/locale/nl')]).then(([m]) => m.default),
};

const loaded = new Map<string, AntdLocale>();

/** Fetches the component texts of `language` (nothing for English, antd's and dayjs's default). */
export async function loadLibraryLocales(language: string): Promise<void> {
  const load = LOADERS[language as OtherLocale];
  if (load && !loaded.has(language)) loaded.set(language, await load());
}

/** antd's locale for `language` once loaded; undefined is antd's built-in English. */
export const antdLocaleOf = (language: string): AntdLocale | undefined => loaded.get(language);
