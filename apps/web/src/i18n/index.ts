// i18next with the five locale files of the spec; English is the default until the signed-in
// user's profile language is known (see useApplyUserPreferences).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import 'dayjs/locale/en-gb';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cairn/contracts';
import { mergeLocaleFiles } from './mergeLocaleFiles';

// locales/<lng>.json holds the shell's texts; locales/<area>/<lng>.json one feature area's, so
// areas built side by side never edit the same file. All of one language merge into one tree.
const files = import.meta.glob<Record<string, unknown>>('./locales/**/*.json', { eager: true, import: 'default' });

export const resources = Object.fromEntries(
  LOCALES.map((locale) => [locale, { translation: mergeLocaleFiles(locale, files) }]),
) as Record<Locale, { translation: Record<string, unknown> }>;

const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', 'en-GB': 'en-gb', de: 'de', fr: 'fr', nl: 'nl' };

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

i18n.on('languageChanged', (lng) => {
  dayjs.locale(isLocale(lng) ? DAYJS_LOCALES[lng] : 'en');
  document.documentElement.lang = lng;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // 'en-GB' must stay 'en-GB' and not fall back to 'en' through language-only lookups.
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  interpolation: { escapeValue: false }, // React escapes already
});

export default i18n;
