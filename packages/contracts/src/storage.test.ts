import { describe, expect, it } from 'vitest';
import { FOLDER_NAME_PREFIX, folderSystemName, MAX_ACTUAL_NAME_LENGTH } from './index.js';

describe('folder system name (sections 5 and 9)', () => {
  it('is the prefix and the slug of the display name', () => {
    expect(folderSystemName('  Payroll Q1 2026 ')).toBe('f-payroll-q1-2026');
    expect(folderSystemName('Lohnübersicht — März')).toBe('f-lohnubersicht-marz');
  });

  it('is cut at the actual name maximum, without a trailing dash', () => {
    const name = folderSystemName('Quarterly payroll reconciliation for all subsidiaries');
    expect(name).toBe('f-quarterly-payroll-reconcilia');
    expect(name).toHaveLength(MAX_ACTUAL_NAME_LENGTH);
    // The 30th character would be the dash between 'abcd' and 'runs': cut before it.
    expect(folderSystemName('Quarterly payroll 2026 abcd runs')).toBe('f-quarterly-payroll-2026-abcd');
  });

  it('keeps a name that fits exactly', () => {
    const slug = 'a'.repeat(MAX_ACTUAL_NAME_LENGTH - FOLDER_NAME_PREFIX.length);
    expect(folderSystemName(slug.toUpperCase())).toBe(`${FOLDER_NAME_PREFIX}${slug}`);
  });
});
