// Finds the guide's sections by their words. The guide is a few dozen sections, so a scan of the
// plain text on every keystroke is instant and needs no index. Accents and case are ignored
// ("regle" finds "règle", "STORAGE" finds "Storage"); every word typed must occur in the section.
import type { GuideChapter } from './parseGuide';

export interface SearchHit {
  chapterId: string;
  chapterTitle: string;
  sectionId: string;
  sectionTitle: string;
  /** The text around the first word found, split so the word can be highlighted. */
  snippet: { before: string; match: string; after: string };
}

/** Queries shorter than this show the table of contents, not results. */
export const MIN_QUERY_LENGTH = 2;
/** Characters of context shown before and after the word found. */
const SNIPPET_BEFORE = 40;
const SNIPPET_AFTER = 90;

/** Case and accents folded one character at a time, so indexes in the folded text fit the original. */
function fold(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i++) {
    const plain = text[i]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += plain.length === 1 ? plain : text[i]!.toLowerCase().charAt(0) || text[i];
  }
  return folded;
}

/** What a reader sees of the markdown: no images, link targets, emphasis or code marks. */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function snippetAround(text: string, start: number, length: number): SearchHit['snippet'] {
  // Cut at spaces, so the snippet starts and ends with whole words.
  const wordStart = text.indexOf(' ', Math.max(0, start - SNIPPET_BEFORE));
  const from =
    start <= SNIPPET_BEFORE || wordStart < 0 || wordStart >= start
      ? Math.max(0, start - SNIPPET_BEFORE)
      : wordStart + 1;
  const wordEnd = text.lastIndexOf(' ', start + length + SNIPPET_AFTER);
  const end = start + length + SNIPPET_AFTER;
  const to = end >= text.length ? text.length : wordEnd > start + length ? wordEnd : end;
  return {
    before: (from > 0 ? '…' : '') + text.slice(from, start),
    match: text.slice(start, start + length),
    after: text.slice(start + length, to) + (to < text.length ? '…' : ''),
  };
}

export function searchGuide(chapters: GuideChapter[], query: string): SearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (query.trim().length < MIN_QUERY_LENGTH || !words.length) return [];
  const hits: { hit: SearchHit; inTitle: boolean }[] = [];
  for (const chapter of chapters) {
    for (const section of chapter.sections) {
      const body = plainTextOf(section.body);
      const title = fold(section.title);
      const text = `${title} ${fold(chapter.title)} ${fold(body)}`;
      if (!words.every((word) => text.includes(word))) continue;
      const first = words[0]!;
      const at = fold(body).indexOf(first);
      hits.push({
        inTitle: words.some((word) => title.includes(word)),
        hit: {
          chapterId: chapter.id,
          chapterTitle: chapter.title,
          sectionId: section.id,
          sectionTitle: section.title,
          snippet:
            at >= 0
              ? snippetAround(body, at, first.length)
              : { before: '', match: '', after: snippetAround(body, 0, 0).after },
        },
      });
    }
  }
  // Sections named after what was typed come first; otherwise the guide's own order.
  return hits
    .filter((h) => h.inTitle)
    .concat(hits.filter((h) => !h.inTitle))
    .map((h) => h.hit);
}
