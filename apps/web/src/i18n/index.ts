// i18next with the five locale files of the spec, each split by namespace into
// locales/<locale>/<namespace>.json (common, shell, pages, workspace, admin, gain): one namespace's
// texts are found and changed in one file. The files of a locale merge into one resource, so keys
// stay `area.key` as before. English is the default until the signed-in user's profile
// language is known (see useApplyUserPreferences). English is bundled (the sign-in page and the
// fallback); the other four are fetched when a user first switches to them, so every page does not
// load five languages (~75 KiB each) to show one. changeLanguage waits for the files.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cairn/contracts';
import { loadLibraryLocales } from './libraryLocales';

type Translations = Record<string, unknown>;
type Namespace = { default: Translations };
const merged = (namespaces: Namespace[]): Translations =>
  Object.assign({}, ...namespaces.map((n) => n.default)) as Translations;

const en = merged(Object.values(import.meta.glob<Namespace>('./locales/en/*.json', { eager: true })));
const LAZY_FILES = import.meta.glob<Namespace>(['./locales/*/*.json', '!./locales/en/*.json']);
/** A language's namespace files, fetched together. */
const loadLocale = (language: string) =>
  Promise.all(
    Object.entries(LAZY_FILES)
      .filter(([file]) => file.startsWith(`./locales/${language}/`))
      .map(([, load]) => load()),
  ).then(merged);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (language === 'en' || !isLocale(language)) return callback(null, language === 'en' ? en : {});
    Promise.all([loadLocale(language), loadLibraryLocales(language)]).then(
      ([translations]) => callback(null, translations),
      (err: Error) => callback(err, null),
    );
  },
};

const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', 'en-GB': 'en-gb', de: 'de', fr: 'fr', nl: 'nl' };

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

i18n.on('languageChanged', (lng) => {
  // dayjs only with the pages that show dates; its locale files were loaded with the language.
  void import('dayjs').then(({ default: dayjs }) => dayjs.locale(isLocale(lng) ? DAYJS_LOCALES[lng] : 'en'));
  document.documentElement.lang = lng;
});

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    // English is in `resources`; the backend brings the others on demand.
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // 'en-GB' must stay 'en-GB' and not fall back to 'en' through language-only lookups.
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes already
  });

export default i18n;
