import { describe, expect, it } from 'vitest';
import {
  gainImportConfigurationProblems,
  gainImportConfigurationSaveSchema,
  isSqlReservedWord,
  normalizeGainImportConfiguration,
} from './gain.js';

const keys = (problems: { field: string; message: { key: string } }[]) =>
  problems.map((p) => `${p.field}:${p.message.key}`);
const config = (input: object) => gainImportConfigurationSaveSchema.parse(input);

describe('gain import configuration rules (workspace.md section 5)', () => {
  it('accepts a valid configuration', () => {
    const valid = config({
      fileConfigurations: [{ namePattern: 'pay_*.xlsx', isVersioned: true, isTrigger: true }],
      tableConfigurations: [
        {
          targetTableName: 'pay',
          sourceFileName: 'pay_*.xlsx',
          sourceFileWorksheetName: 'Data',
          columnConfigurations: [{ columnName: 'When', dataType: 'DateTime_Excel' }],
        },
      ],
    });
    expect(gainImportConfigurationProblems('GainData', valid)).toEqual([]);
  });

  it("a file setting that takes a number says 'Must be a number.' for anything else (section 5)", () => {
    const parsed = gainImportConfigurationSaveSchema.safeParse({
      fileConfigurations: [],
      tableConfigurations: [
        { targetTableName: 'pay', sourceFileName: 'pay.csv', sourceFileRowsToSkip: 'two' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tableConfigurations.0.sourceFileRowsToSkip', 'Must be a number.'],
    ]);
  });

  it('name patterns: required, one asterisk at most, versioned ones need it, no duplicates', () => {
    const problems = gainImportConfigurationProblems(
      'GainData',
      config({
        fileConfigurations: [
          { namePattern: ' ' },
          { namePattern: '*_*.csv' },
          { namePattern: 'a.csv', isVersioned: true },
          { namePattern: 'b_*.csv', isVersioned: true },
          { namePattern: 'B_*.csv' },
        ],
      }),
    );
    expect(keys(problems)).toEqual([
      'fileConfigurations.0.namePattern:thisFieldIsRequired',
      'fileConfigurations.1.namePattern:multipleAsterisks',
      'fileConfigurations.2.namePattern:versionedNeedsWildcard',
      'fileConfigurations.4.namePattern:noDuplicateNamePattern',
    ]);
  });

  it('knows SQL reserved words whatever their case', () => {
    expect(isSqlReservedWord('Select')).toBe(true);
    expect(isSqlReservedWord('user')).toBe(true);
    expect(isSqlReservedWord('payroll')).toBe(false);
  });

  it('columns: name or index by header row, date formats, Excel dates for .xlsx only', () => {
    const problems = gainImportConfigurationProblems(
      'GainData',
      config({
        tableConfigurations: [
          {
            targetTableName: 'pay',
            sourceFileName: 'pay.csv',
            sourceFileHasHeaderRow: false,
            columnConfigurations: [
              { columnName: 'A' },
              { columnIndex: 0, dataType: 'DateTime_String' },
              { columnIndex: 1, dataType: 'DateTime_Excel' },
            ],
          },
        ],
      }),
    );
    expect(keys(problems)).toEqual([
      'tableConfigurations.0.columnConfigurations.0.columnIndex:thisFieldIsRequired',
      'tableConfigurations.0.columnConfigurations.1.dataTypeSpecs:thisFieldIsRequired',
      'tableConfigurations.0.columnConfigurations.2.dataType:excelDateOnlyXlsx',
    ]);
  });

  it('FX rate: a single file, always the trigger', () => {
    const two = config({ fileConfigurations: [{ namePattern: 'fx1.csv' }, { namePattern: 'fx2.csv' }] });
    expect(keys(gainImportConfigurationProblems('FxRate', two))).toEqual([
      'fileConfigurations:fxRateSingleFile',
    ]);
    expect(gainImportConfigurationProblems('GainData', two)).toEqual([]);
    const one = config({ fileConfigurations: [{ namePattern: 'fx.csv', isTrigger: false }] });
    expect(normalizeGainImportConfiguration('FxRate', one).fileConfigurations[0].isTrigger).toBe(true);
    expect(normalizeGainImportConfiguration('GainData', one).fileConfigurations[0].isTrigger).toBe(false);
  });

  it('the schema says the spec words for an empty pattern and the minimums', () => {
    const empty = gainImportConfigurationSaveSchema.safeParse({ fileConfigurations: [{ namePattern: '' }] });
    expect(empty.error?.issues[0].message).toBe('This field is required');
    const skip = gainImportConfigurationSaveSchema.safeParse({
      tableConfigurations: [{ targetTableName: 't', sourceFileName: 'f.csv', sourceFileColsToTake: 0 }],
    });
    expect(skip.error?.issues[0].message).toBe('Please enter a whole number of at least 1');
  });
});
