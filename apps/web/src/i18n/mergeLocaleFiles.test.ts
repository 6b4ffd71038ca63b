import { describe, expect, it } from 'vitest';
import { mergeLocaleFiles } from './mergeLocaleFiles';

describe('merging the locale files of one language', () => {
  it('merges the core file and the area files of that language only', () => {
    const files = {
      './en.json': { common: { save: 'Save' } },
      './pipelines/en.json': { common: { valueOf: 'Value' }, runs: { title: 'Runs' } },
      './pipelines/de.json': { runs: { title: 'Läufe' } },
    };
    expect(mergeLocaleFiles('en', files)).toEqual({
      common: { save: 'Save', valueOf: 'Value' },
      runs: { title: 'Runs' },
    });
  });

  it('refuses a key defined in two files', () => {
    const files = {
      './en.json': { runs: { title: 'Runs' } },
      './pipelines/en.json': { runs: { title: 'Other' } },
    };
    expect(() => mergeLocaleFiles('en', files)).toThrow('runs.title is defined twice');
  });
});
