// The guide is plain markdown, one file per chapter. A chapter starts with `# Title`; each
// `## Title {#id}` starts a section. The ids are written by hand and are the same in every
// language, so a link to a section, the table of contents and the tests do not depend on wording.

export interface GuideSection {
  /** The same in every language, unique across the guide; the section's anchor in the page. */
  id: string;
  title: string;
  /** The section's markdown without its heading. */
  body: string;
}

export interface GuideChapter {
  /** From the file name without its number: `02-storage.md` -> `storage`. */
  id: string;
  title: string;
  /** Markdown between the chapter's title and its first section. */
  intro: string;
  sections: GuideSection[];
}

const SECTION_HEADING = /^##\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/;
const CHAPTER_HEADING = /^#\s+(.+?)\s*$/;
const FENCE = /^\s*```/;

/** `guide/de/03-import.md` -> `import`. */
export function chapterIdOf(path: string): string {
  const file = path.split('/').pop() ?? path;
  return file.replace(/\.md$/, '').replace(/^\d+-/, '');
}

export function parseChapter(id: string, markdown: string): GuideChapter {
  let title = id;
  const intro: string[] = [];
  const sections: { id: string; title: string; lines: string[] }[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    // A `#` inside a code example is not a heading.
    if (FENCE.test(line)) inFence = !inFence;
    const sectionHeading = inFence ? null : SECTION_HEADING.exec(line);
    const chapterHeading = inFence || title !== id ? null : CHAPTER_HEADING.exec(line);
    if (sectionHeading) sections.push({ title: sectionHeading[1]!, id: sectionHeading[2]!, lines: [] });
    else if (chapterHeading && !sections.length) title = chapterHeading[1]!;
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    id,
    title,
    intro: intro.join('\n').trim(),
    sections: sections.map((s) => ({ id: s.id, title: s.title, body: s.lines.join('\n').trim() })),
  };
}
