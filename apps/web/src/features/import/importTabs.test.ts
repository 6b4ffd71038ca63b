import { describe, expect, it } from 'vitest';
import { importLanding, importTabOf, importTabs } from './importTabs';

const pages = { isGain: false, showStoragePages: true, showPipelinePages: true };

describe('/import tabs and redirects (workspace.md section 2)', () => {
  it('shows Folders with an import storage, Monitor with pipeline pages, Files and Tables for gain', () => {
    expect(importTabs({ pages, hasImportStorage: true })).toEqual(['folders', 'monitor']);
    expect(importTabs({ pages, hasImportStorage: false })).toEqual(['monitor']);
    expect(importTabs({ pages: { ...pages, isGain: true }, hasImportStorage: true })).toEqual([
      'gainFiles',
      'gainTables',
      'folders',
      'monitor',
    ]);
    expect(importTabs({ pages: { ...pages, showPipelinePages: false }, hasImportStorage: true })).toEqual([
      'folders',
    ]);
  });

  it('opens the import folders when an import storage exists, else the monitor', () => {
    expect(importLanding({ pages, hasImportStorage: true })).toBe('/import/import/folders');
    expect(importLanding({ pages, hasImportStorage: false })).toBe('/import/monitor');
  });

  it('goes to Overview when storage pages are not shown', () => {
    expect(importLanding({ pages: { ...pages, showStoragePages: false }, hasImportStorage: true })).toBe(
      '/overview',
    );
    expect(importLanding({ pages: { ...pages, showPipelinePages: false }, hasImportStorage: false })).toBe(
      '/overview',
    );
  });

  it('knows the tab of an address', () => {
    expect(importTabOf('/import/import/folders')).toBe('folders');
    expect(importTabOf('/import/import/folders/f-2026/wages')).toBe('folders');
    expect(importTabOf('/import/monitor')).toBe('monitor');
    expect(importTabOf('/import/gain-files')).toBe('gainFiles');
    expect(importTabOf('/import')).toBeUndefined();
  });
});
