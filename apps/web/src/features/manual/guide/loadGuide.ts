// The guide's markdown, per language, loaded only when the manual is opened: each file is its own
// small chunk (Vite's `?raw` glob), so neither the main bundle nor the page's chunk carries the text
// of five languages.
import { LOCALES, type Locale } from '@cairn/contracts';
import { chapterIdOf, parseChapter, type GuideChapter } from './parseGuide';

const FILES = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });

export const GUIDE_FALLBACK: Locale = 'en';

/** The guide's language for an i18n language: `de` and `de-DE` read German, unknown ones English. */
export function guideLocaleOf(language: string | undefined): Locale {
  if (!language) return GUIDE_FALLBACK;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const base = language.split('-')[0]!.toLowerCase();
  return LOCALES.find((locale) => locale === base) ?? GUIDE_FALLBACK;
}

/** The chapter files of one language, in the order of their numbers. */
export function guideFilesOf(locale: Locale): string[] {
  return Object.keys(FILES)
    .filter((path) => path.startsWith(`./${locale}/`))
    .sort();
}

export async function loadGuide(locale: Locale): Promise<GuideChapter[]> {
  const paths = guideFilesOf(locale).length ? guideFilesOf(locale) : guideFilesOf(GUIDE_FALLBACK);
  const texts = await Promise.all(paths.map((path) => FILES[path]!()));
  return paths.map((path, index) => parseChapter(chapterIdOf(path), texts[index]!));
}
