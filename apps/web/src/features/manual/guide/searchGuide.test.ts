import { describe, expect, it } from 'vitest';
import { parseChapter } from './parseGuide';
import { MIN_QUERY_LENGTH, plainTextOf, searchGuide } from './searchGuide';

const chapters = [
  parseChapter(
    'import',
    [
      '# Import',
      'How files become tables.',
      '## Import settings {#import-settings}',
      'Set the **Delimiter** and the `encoding` of a file. ![A dialog](/manual/x.png)',
      '## Table names {#table-names}',
      'A file named `Lohn März.csv` becomes `import.lohn_marz`; importing again replaces the table.',
      '```sql',
      '## not a heading inside code',
      '```',
    ].join('\n'),
  ),
  parseChapter(
    'storage',
    '# Storage\n## Folder access {#folder-access}\nA reader opens the folder and downloads files.',
  ),
];

describe('parseChapter', () => {
  it('reads the title, the intro and the sections with their ids, not headings inside code', () => {
    const [importChapter] = chapters;
    expect(importChapter!.title).toBe('Import');
    expect(importChapter!.intro).toBe('How files become tables.');
    expect(importChapter!.sections.map((s) => [s.id, s.title])).toEqual([
      ['import-settings', 'Import settings'],
      ['table-names', 'Table names'],
    ]);
    expect(importChapter!.sections[1]!.body).toContain('## not a heading inside code');
  });
});

describe('searchGuide', () => {
  it('finds a section by a word of its body, with the chapter, the section and the word in context', () => {
    const [hit, ...others] = searchGuide(chapters, 'delimiter');
    expect(others).toEqual([]);
    expect(hit).toMatchObject({
      chapterTitle: 'Import',
      sectionId: 'import-settings',
      sectionTitle: 'Import settings',
    });
    expect(hit!.snippet.match).toBe('Delimiter');
    expect(`${hit!.snippet.before}${hit!.snippet.match}${hit!.snippet.after}`).toContain(
      'Set the Delimiter and the encoding',
    );
  });

  it('ignores case and accents, and needs every word typed', () => {
    expect(searchGuide(chapters, 'MARZ').map((h) => h.sectionId)).toEqual(['table-names']);
    expect(searchGuide(chapters, 'reader folder').map((h) => h.sectionId)).toEqual(['folder-access']);
    expect(searchGuide(chapters, 'reader delimiter')).toEqual([]);
  });

  it('lists sections named after the words before those that only mention them', () => {
    expect(searchGuide(chapters, 'table').map((h) => h.sectionId)).toEqual(['table-names']);
    expect(searchGuide(chapters, 'import').map((h) => h.sectionId)).toEqual([
      'import-settings',
      'table-names',
    ]);
  });

  it('finds nothing for words the guide does not hold, and waits for a long enough query', () => {
    expect(searchGuide(chapters, 'xylophone')).toEqual([]);
    expect(searchGuide(chapters, 'a'.repeat(MIN_QUERY_LENGTH - 1))).toEqual([]);
  });

  it('cuts a long snippet at whole words', () => {
    const long = parseChapter(
      'long',
      `# Long\n## Long section {#long}\n${'alpha beta gamma delta '.repeat(10)}needle ${'epsilon zeta eta theta '.repeat(10)}`,
    );
    const [hit] = searchGuide([long], 'needle');
    expect(hit!.snippet.before).toMatch(/^…(alpha|beta|gamma|delta) /);
    expect(hit!.snippet.after).toMatch(/ (epsilon|zeta|eta|theta)…$/);
  });

  it('searches what the reader sees, not image addresses or markup', () => {
    expect(plainTextOf('**Save** the `query` ![Alt](/manual/x.png) [link](http://x)')).toBe(
      'Save the query link',
    );
    expect(searchGuide(chapters, 'manual/x')).toEqual([]);
  });
});
