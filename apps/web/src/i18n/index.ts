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
import en from './locales/en.json';
import enGB from './locales/en-GB.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

export const resources = {
  en: { translation: en },
  'en-GB': { translation: enGB },
  de: { translation: de },
  fr: { translation: fr },
  nl: { translation: nl },
} as const;

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
