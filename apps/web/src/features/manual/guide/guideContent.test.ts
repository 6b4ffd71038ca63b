// The guide's markdown itself: every language tells the same chapters and sections, every picture
// it shows exists, and the British English is spelt the British way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@cairn/contracts';
import { guideFilesOf, loadGuide } from './loadGuide';
import { plainTextOf } from './searchGuide';

const here = import.meta.dirname;
const publicManual = join(here, '../../../../public/manual');
const outline = async (locale: (typeof LOCALES)[number]) =>
  (await loadGuide(locale)).map((chapter) => ({
    chapter: chapter.id,
    sections: chapter.sections.map((section) => section.id),
  }));
const markdownOf = (locale: string) =>
  readdirSync(join(here, locale))
    .filter((file) => file.endsWith('.md'))
    .map((file) => readFileSync(join(here, locale, file), 'utf8'))
    .join('\n');

describe('the guide', () => {
  it('has the chapters the manual promises, each with sections and a title', async () => {
    const english = await loadGuide('en');
    expect(english.map((chapter) => chapter.id)).toEqual([
      'getting-started',
      'storage',
      'import',
      'building-testing',
      'dashboards',
      'gain',
      'administration',
      'workflow',
    ]);
    for (const chapter of english) {
      expect(chapter.title, chapter.id).not.toBe(chapter.id);
      expect(chapter.sections.length, chapter.id).toBeGreaterThan(2);
      for (const section of chapter.sections)
        expect(plainTextOf(section.body).length, section.id).toBeGreaterThan(80);
    }
  });

  it('gives every chapter and section an id of its own', async () => {
    const ids = (await outline('en')).flatMap((c) => [c.chapter, ...c.sections]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has the same chapters and sections as en, in the same order`, async () => {
      expect(guideFilesOf(locale).map((path) => path.split('/').pop())).toEqual(
        guideFilesOf('en').map((path) => path.split('/').pop()),
      );
      expect(await outline(locale)).toEqual(await outline('en'));
    });
  }

  for (const locale of ['de', 'fr', 'nl'] as const) {
    it(`${locale} is translated, not a copy of en`, async () => {
      const [english, translated] = await Promise.all([loadGuide('en'), loadGuide(locale)]);
      // Titles may rightly stay the same ("Dashboards", "Gain"); the text may not.
      translated.forEach((chapter, c) => {
        chapter.sections.forEach((section, s) =>
          expect(section.body, section.id).not.toBe(english[c]!.sections[s]!.body),
        );
      });
    });
  }

  it('spells en-GB the British way', () => {
    const text = plainTextOf(markdownOf('en-GB').replace(/`[^`]*`/g, ''));
    const american =
      /\b(modeling|labeling|color|colors|organization|organize|canceled|license|center|analyze|behavior)\b/gi;
    expect(text.match(american) ?? []).toEqual([]);
  });

  it('shows only pictures that exist in public/manual, each with a description', () => {
    for (const locale of LOCALES) {
      for (const [, alt, src] of markdownOf(locale).matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)) {
        expect(src, locale).toMatch(/^\/manual\/[a-z0-9-]+\.png$/);
        expect(existsSync(join(publicManual, src!.replace('/manual/', ''))), `${locale}: ${src}`).toBe(true);
        expect(alt!.trim().length, `${locale}: alt text of ${src}`).toBeGreaterThan(10);
      }
    }
  });

  it('uses every screenshot the script makes', () => {
    const shown = new Set([...markdownOf('en').matchAll(/\(\/manual\/([^)]+)\)/g)].map((m) => m[1]));
    const files = readdirSync(publicManual).filter((file) => file.endsWith('.png'));
    expect(files.filter((file) => !shown.has(file))).toEqual([]);
  });
});
