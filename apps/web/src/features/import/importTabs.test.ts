import { describe, expect, it } from 'vitest';
import { importLanding, importTabOf, importTabs } from './importTabs';

const pages = { isGain: false, showStoragePages: true, showPipelinePages: true };
const base = { pages, hasImportStorage: true, canReadPipelines: true };

describe('/import tabs and redirects (workspace.md section 2)', () => {
  it('shows Folders with an import storage, Monitor with pipeline pages, Files and Tables for gain', () => {
    expect(importTabs(base)).toEqual(['folders', 'monitor']);
    expect(importTabs({ ...base, hasImportStorage: false })).toEqual(['monitor']);
    expect(importTabs({ ...base, pages: { ...pages, isGain: true } })).toEqual([
      'gainFiles',
      'gainTables',
      'folders',
      'monitor',
    ]);
    expect(importTabs({ ...base, pages: { ...pages, showPipelinePages: false } })).toEqual(['folders']);
  });

  it('opens the import folders when an import storage exists, else the monitor', () => {
    expect(importLanding(base)).toBe('/import/import/folders');
    expect(importLanding({ ...base, hasImportStorage: false })).toBe('/import/monitor');
  });

  it('goes to Overview when storage pages are not shown', () => {
    expect(importLanding({ ...base, pages: { ...pages, showStoragePages: false } })).toBe('/overview');
    expect(
      importLanding({ ...base, pages: { ...pages, showPipelinePages: false }, hasImportStorage: false }),
    ).toBe('/overview');
  });

  it('shows no Monitor without Pipelines Read (its runs would answer 403), and lands elsewhere', () => {
    const reader = { ...base, canReadPipelines: false };
    expect(importTabs(reader)).toEqual(['folders']);
    expect(importLanding({ ...reader, hasImportStorage: false })).toBe('/overview');
  });

  it('opens a gain engagement without import storage or monitor on its Files tab', () => {
    const gain = {
      ...base,
      pages: { ...pages, isGain: true },
      hasImportStorage: false,
      canReadPipelines: false,
    };
    expect(importTabs(gain)).toEqual(['gainFiles', 'gainTables']);
    expect(importLanding(gain)).toBe('/import/gain-files');
  });

  it('knows the tab of an address', () => {
    expect(importTabOf('/import/import/folders')).toBe('folders');
    expect(importTabOf('/import/import/folders/f-2026/wages')).toBe('folders');
    expect(importTabOf('/import/monitor')).toBe('monitor');
    expect(importTabOf('/import/gain-files')).toBe('gainFiles');
    expect(importTabOf('/import')).toBeUndefined();
  });
});
