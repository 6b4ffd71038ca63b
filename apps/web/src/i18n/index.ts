// i18next with the five locale files of the spec; English is the default until the signed-in
// user's profile language is known (see useApplyUserPreferences). English is bundled (the sign-in
// page and the fallback); the other four are fetched when a user first switches to them, so every
// page does not load five languages (~75 KiB each) to show one. changeLanguage waits for the file.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cairn/contracts';
import en from './locales/en.json';
import { loadLibraryLocales } from './libraryLocales';

type Translations = typeof en;
const LAZY_LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Translations }>> = {
  'en-GB': () => import('./locales/en-GB.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  nl: () => import('./locales/nl.json'),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = LAZY_LOCALES[language as keyof typeof LAZY_LOCALES];
    if (!load) return callback(null, language === 'en' ? en : {});
    Promise.all([load(), loadLibraryLocales(language)]).then(
      ([module]) => callback(null, module.default),
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
