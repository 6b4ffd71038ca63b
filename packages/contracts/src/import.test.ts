import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMPORT_SETTINGS,
  importFileKind,
  importSettingsErrors,
  importTableName,
  lineEndingOf,
} from './import.js';
import { englishMessage } from './validation.js';

describe('import table names', () => {
  it('derives the table from the file name', () => {
    expect(importTableName('payroll_2026.csv')).toBe('payroll_2026');
    expect(importTableName('Payroll 2026 (final).CSV')).toBe('payroll_2026__final_');
    expect(importTableName('Lohnübersicht März.xlsx')).toBe('lohnubersicht_marz');
    expect(importTableName('2026-wages.csv')).toBe('t_2026_wages');
    expect(importTableName('.csv')).toBe('_csv');
    expect(importTableName('noext')).toBe('noext');
  });

  it('knows which files it can read', () => {
    expect(importFileKind('a.CSV')).toBe('csv');
    expect(importFileKind('a.txt')).toBe('csv');
    expect(importFileKind('a.xlsx')).toBe('xlsx');
    expect(importFileKind('a.xls')).toBeNull();
  });
});

describe('import settings rules (s.5)', () => {
  it('asks for each required value with the spec message', () => {
    const errors = importSettingsErrors({
      ...DEFAULT_IMPORT_SETTINGS,
      delimiter: '',
      quoteCharacter: '',
      lineEnding: '',
      encodingName: ' ',
    });
    expect(errors.map((e) => [e.field, englishMessage(e.message)])).toEqual([
      ['delimiter', 'Please provide a delimiter'],
      ['quoteCharacter', 'Please provide a quote character'],
      ['lineEnding', 'Please provide a line ending'],
      ['encodingName', 'Please provide an encoding name'],
    ]);
  });

  it('accepts typed escapes and known encodings, refuses unusable values', () => {
    expect(
      importSettingsErrors({
        ...DEFAULT_IMPORT_SETTINGS,
        delimiter: '\\t',
        lineEnding: 'CRLF',
        encodingName: 'latin1',
      }),
    ).toEqual([]);
    expect(lineEndingOf('\\r\\n')).toBe('\r\n');
    const keys = importSettingsErrors({
      ...DEFAULT_IMPORT_SETTINGS,
      delimiter: ';;;;;',
      quoteCharacter: '""',
      lineEnding: ';',
      encodingName: 'klingon',
    }).map((e) => e.message.key);
    expect(keys).toEqual(['maxLength', 'singleCharacter', 'unknownLineEnding', 'unknownEncoding']);
  });

  it('does not check the values of a file that inherits from its folder', () => {
    expect(
      importSettingsErrors({ ...DEFAULT_IMPORT_SETTINGS, inheritFromFolder: true, delimiter: '' }),
    ).toEqual([]);
  });
});
