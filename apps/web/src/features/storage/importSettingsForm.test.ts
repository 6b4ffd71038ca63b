import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_SETTINGS, englishMessage, type ImportSettingsView } from '@cairn/contracts';
import {
  fieldProblem,
  foundInFile,
  initialValues,
  settingsToSave,
  visibleFields,
} from './importSettingsForm';

const folder = { name: 'Payroll', kind: 'folder' as const };
const csvFile = { name: 'wages.csv', kind: 'file' as const, fileName: 'wages.csv' };
const xlsxFile = { name: 'wages.xlsx', kind: 'file' as const, fileName: 'wages.xlsx' };
const view = (own: ImportSettingsView['own']): ImportSettingsView => ({
  name: 'x',
  systemFolder: false,
  own,
  effective: { ...DEFAULT_IMPORT_SETTINGS, delimiter: ';' },
  detected: null,
});

describe('import settings dialog', () => {
  it('offers inherit for files, a worksheet for .xlsx files and the CSV fields otherwise', () => {
    expect(visibleFields(folder)).toEqual({ inherit: false, csv: true, worksheet: false });
    expect(visibleFields(csvFile)).toEqual({ inherit: true, csv: true, worksheet: false });
    expect(visibleFields(xlsxFile)).toEqual({ inherit: true, csv: false, worksheet: true });
  });

  it('starts a file without own settings as inheriting what its folder gives it', () => {
    const values = initialValues(view(null), csvFile);
    expect(values.inheritFromFolder).toBe(true);
    expect(values.delimiter).toBe(';');
    expect(initialValues(view({ ...DEFAULT_IMPORT_SETTINGS, delimiter: '\t' }), folder).delimiter).toBe(
      '\\t',
    );
  });

  it('never sends inherit for a folder and leaves an empty worksheet out', () => {
    const values = { ...DEFAULT_IMPORT_SETTINGS, inheritFromFolder: true, worksheetName: ' ' };
    expect(settingsToSave(values, folder)).toEqual({ ...DEFAULT_IMPORT_SETTINGS, inheritFromFolder: false });
    expect(settingsToSave({ ...values, worksheetName: 'Wages' }, xlsxFile)).toMatchObject({
      inheritFromFolder: true,
      worksheetName: 'Wages',
    });
  });

  it('asks for a cleared line ending or encoding (a cleared select leaves undefined) with the spec message', () => {
    const cleared = { ...DEFAULT_IMPORT_SETTINGS, lineEnding: undefined, encodingName: null };
    expect(englishMessage(fieldProblem(cleared, 'lineEnding')!)).toBe('Please provide a line ending');
    expect(englishMessage(fieldProblem(cleared, 'encodingName')!)).toBe('Please provide an encoding name');
    expect(fieldProblem(cleared, 'delimiter')).toBeNull();
  });

  it('asks for each required value with the spec message', () => {
    const empty = {
      ...DEFAULT_IMPORT_SETTINGS,
      delimiter: '',
      quoteCharacter: '',
      lineEnding: '',
      encodingName: '',
    };
    const message = (field: 'delimiter' | 'quoteCharacter' | 'lineEnding' | 'encodingName') =>
      englishMessage(fieldProblem(empty, field)!);
    expect(message('delimiter')).toBe('Please provide a delimiter');
    expect(message('quoteCharacter')).toBe('Please provide a quote character');
    expect(message('lineEnding')).toBe('Please provide a line ending');
    expect(message('encodingName')).toBe('Please provide an encoding name');
    expect(fieldProblem({ ...empty, inheritFromFolder: true }, 'delimiter')).toBeNull();
  });

  it("tells what the file's last import found only for what the settings leave open", () => {
    const at = '2026-11-29T06:20:00.000Z';
    const detected = {
      delimiter: null,
      decimalSeparator: ',' as const,
      thousandsSeparator: 'none' as const,
      dateFormat: null,
      at,
    };
    const found = (effective: Partial<ImportSettingsView['effective']>) =>
      foundInFile({ ...view(null), effective: { ...DEFAULT_IMPORT_SETTINGS, ...effective }, detected });
    expect(found({})).toEqual({
      at,
      delimiter: undefined,
      decimalSeparator: ',',
      thousandsSeparator: 'none',
      dateFormat: undefined,
    });
    expect(found({ decimalSeparator: ',' })).toMatchObject({ decimalSeparator: undefined });
    expect(found({ decimalSeparator: ',', thousandsSeparator: '.' })).toBeNull();
    expect(foundInFile(view(null))).toBeNull();
  });
});
