// The gain import's checks in the warehouse's SQL: every column data type, mustHaveValue, the three
// failure behaviours, header / skip / take, .xlsx worksheets, and the row existence criteria.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  GainColumnConfiguration,
  GainImportConfigurationSave,
  GainTableConfiguration,
} from '@cairn/contracts';
import { loadConfig } from '../../../config.js';
import { xlsxBytes } from '../../../seed/xlsx-file.js';
import { toStrptime } from './datetime-format.js';
import { describeOutcome, runGainImport } from './gain-import.js';
import { column, table } from './gain-configuration.test-helpers.js';
import { inMemoryWarehouse } from './in-memory-warehouse.test-helpers.js';

const xlsxLimits = loadConfig({}).import.xlsx;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const configuration = (tables: GainTableConfiguration[]): GainImportConfigurationSave => ({
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [],
  tableConfigurations: tables,
});

/** Runs the import of `files` (name -> content) into an in-memory warehouse; returns it and the outcome. */
async function importFiles(
  tables: GainTableConfiguration[],
  files: Record<string, string | Buffer>,
  write = true,
) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-gain-'));
  dirs.push(tmp);
  const c = await inMemoryWarehouse();
  const outcome = await runGainImport(c, configuration(tables), {
    files: Object.keys(files),
    open: async (name) => Readable.from([Buffer.from(files[name])]),
    tmp,
    xlsxLimits,
    write,
  });
  return { c, outcome };
}

/** One column of one type: which values pass, and what they become. */
async function typed(config: Partial<GainColumnConfiguration>, values: string[]) {
  const { c, outcome } = await importFiles(
    [table({ columnConfigurations: [column({ columnName: 'v', failureBehaviour: 'SetNull', ...config })] })],
    { 'data.csv': ['id,v', ...values.map((v, i) => `${i},"${v}"`)].join('\n') },
  );
  expect(outcome.ok).toBe(true);
  const rows = await c.rows(`SELECT CAST(v AS VARCHAR) FROM gain.t ORDER BY CAST(id AS INTEGER)`);
  return rows.map(([v]) => v);
}

describe('data types', () => {
  it('Any keeps the text', async () => {
    expect(await typed({ dataType: 'Any' }, ['abc', ' 12 '])).toEqual(['abc', '12']);
  });

  it('Guid accepts GUIDs with or without braces and dashes', async () => {
    expect(
      await typed({ dataType: 'Guid' }, [
        '6F9619FF-8B86-D011-B42D-00CF4FC964FF',
        '{6f9619ff-8b86-d011-b42d-00cf4fc964ff}',
        'not-a-guid',
      ]),
    ).toEqual(['6f9619ff-8b86-d011-b42d-00cf4fc964ff', '6f9619ff-8b86-d011-b42d-00cf4fc964ff', null]);
  });

  it('Number accepts decimals and exponents, not separators, hexadecimals, infinity or NaN', async () => {
    expect(
      await typed({ dataType: 'Number' }, [
        '4250.10',
        '-1e3',
        '.5',
        '1,5',
        '1_000',
        '0x10',
        'inf',
        'NaN',
        'abc',
        '1.2.3',
      ]),
    ).toEqual(['4250.1', '-1000.0', '0.5', null, null, null, null, null, null, null]);
  });

  it('Integer accepts whole numbers only', async () => {
    expect(
      await typed({ dataType: 'Integer' }, [
        '42',
        '-7',
        '+3',
        '4.0',
        '.5',
        '1e2',
        '0x10',
        '1_000',
        '1-2',
        'x',
      ]),
    ).toEqual(['42', '-7', '3', null, null, null, null, null, null, null]);
  });

  it('DateTime_String parses the configured format, or ISO without one', async () => {
    expect(
      await typed({ dataType: 'DateTime_String', dataTypeSpecs: 'dd-MMM-yyyy HH:mm' }, [
        '05-Mar-2026 07:05',
        '5-Mar-2026 7:05',
        '2026-03-05 07:05',
        '31-Feb-2026 07:05',
      ]),
    ).toEqual(['2026-03-05 07:05:00', '2026-03-05 07:05:00', null, null]);
    expect(await typed({ dataType: 'DateTime_String' }, ['2026-03-05T07:05:09', '05/03/2026'])).toEqual([
      '2026-03-05 07:05:09',
      null,
    ]);
  });

  it('translates .NET-style formats to strptime', () => {
    expect(toStrptime('dd-MMM-yyyy HH:mm')).toBe('%d-%b-%Y %H:%M');
    expect(toStrptime('d/M/yy h:mm:ss tt')).toBe('%-d/%-m/%y %-I:%M:%S %p');
    expect(toStrptime("yyyy-MM-dd'T'HH:mm:ss.fff")).toBe('%Y-%m-%dT%H:%M:%S.%g');
    expect(toStrptime('dddd d MMMM yyyy 100%')).toBe('%A %-d %B %Y 100%%');
    expect(() => toStrptime('banana')).toThrow(/not a date format/);
  });

  it('DateTime_Excel turns serial day numbers (and ISO dates of date cells) into timestamps', async () => {
    expect(await typed({ dataType: 'DateTime_Excel' }, ['45000', '45000.5', '2026-01-31', 'x'])).toEqual([
      '2023-03-15 00:00:00',
      '2023-03-15 12:00:00',
      '2026-01-31 00:00:00',
      null,
    ]);
  });

  it('CountryName accepts names in English, German, French and Dutch, ignoring case', async () => {
    expect(
      await typed({ dataType: 'CountryName' }, [
        'Netherlands',
        'Deutschland',
        'allemagne',
        'Duitsland',
        'Atlantis',
      ]),
    ).toEqual(['Netherlands', 'Deutschland', 'allemagne', 'Duitsland', null]);
  });

  it('CountryCode accepts ISO 3166-1 alpha-2 and alpha-3 codes', async () => {
    expect(await typed({ dataType: 'CountryCode' }, ['NL', 'nld', 'DEU', 'XX', 'NLX'])).toEqual([
      'NL',
      'nld',
      'DEU',
      null,
      null,
    ]);
  });

  it('RegionName and RegionCode check ISO 3166-2 subdivisions', async () => {
    expect(await typed({ dataType: 'RegionName' }, ['Zuid-Holland', 'bavaria', 'Nowhere'])).toEqual([
      'Zuid-Holland',
      null,
      null,
    ]);
    expect(await typed({ dataType: 'RegionCode' }, ['NL-ZH', 'de-by', 'NL-XX'])).toEqual([
      'NL-ZH',
      'de-by',
      null,
    ]);
  });
});

describe('failure behaviours and mustHaveValue', () => {
  const csv = ['id,amount,name', '1,10.5,Ann', '2,oops,Bob', '3,,Cy', '4,7,'].join('\n');

  it('Break fails the import naming file, line and column, and writes nothing', async () => {
    const { c, outcome } = await importFiles(
      [table({ columnConfigurations: [column({ columnName: 'amount', dataType: 'Number' })] })],
      { 'data.csv': csv },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.failures).toEqual(['data.csv line 3, column amount: not a Number (Break)']);
    expect(outcome.problems).toEqual([
      'data.csv: 1 value failed the checks of column amount (failure behaviour Break).',
    ]);
    expect(await c.rows(`SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'gain'`)).toEqual([[0n]]);
  });

  it('SkipRow leaves the failing rows out and reports them', async () => {
    const { c, outcome } = await importFiles(
      [
        table({
          columnConfigurations: [
            column({
              columnName: 'amount',
              dataType: 'Number',
              mustHaveValue: true,
              failureBehaviour: 'SkipRow',
            }),
          ],
        }),
      ],
      { 'data.csv': csv },
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.tables[0]).toMatchObject({
      rowsReceived: 4,
      rowsValid: 2,
      rowsWritten: 2,
      failureCount: 2,
    });
    expect(outcome.failures).toEqual([
      'data.csv line 3, column amount: not a Number (SkipRow)',
      'data.csv line 4, column amount: must have a value (SkipRow)',
    ]);
    expect(await c.rows(`SELECT id, amount, name FROM gain.t ORDER BY id`)).toEqual([
      ['1', 10.5, 'Ann'],
      ['4', 7, null],
    ]);
  });

  it('SetNull keeps the rows with the value emptied; empty values pass unless mustHaveValue', async () => {
    const { c, outcome } = await importFiles(
      [
        table({
          columnConfigurations: [
            column({ columnName: 'amount', dataType: 'Number', failureBehaviour: 'SetNull' }),
            column({ columnName: 'NAME', mustHaveValue: true, failureBehaviour: 'SetNull' }),
          ],
        }),
      ],
      { 'data.csv': csv },
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.failures).toEqual([
      'data.csv line 3, column amount: not a Number (SetNull)',
      'data.csv line 5, column name: must have a value (SetNull)',
    ]);
    expect(await c.rows(`SELECT id, amount, name FROM gain.t ORDER BY id`)).toEqual([
      ['1', 10.5, 'Ann'],
      ['2', null, 'Bob'],
      ['3', null, 'Cy'],
      ['4', 7, null],
    ]);
  });

  it('a configured column the file lacks fails the import', async () => {
    const { outcome } = await importFiles(
      [table({ columnConfigurations: [column({ columnName: 'salary' })] })],
      { 'data.csv': csv },
    );
    expect(outcome.problems).toEqual(["data.csv has no column 'salary' (table t)."]);
  });
});

describe('reading the file', () => {
  it('skips rows and columns, takes some, and finds columns by index without a header', async () => {
    const { c, outcome } = await importFiles(
      [
        table({
          sourceFileHasHeaderRow: false,
          sourceFileRowsToSkip: 2,
          sourceFileColsToSkip: 1,
          sourceFileColsToTake: 2,
          columnConfigurations: [
            column({ columnIndex: 1, dataType: 'Integer', failureBehaviour: 'SkipRow' }),
          ],
        }),
      ],
      { 'data.csv': ['report;;;', 'generated;;;', 'x;a;1;z', 'x;b;two;z', 'x;c;3;z'].join('\n') },
    );
    expect(outcome.failures).toEqual(['data.csv line 4, column column1: not a Integer (SkipRow)']);
    expect(await c.rows(`SELECT * FROM gain.t ORDER BY column0`)).toEqual([
      ['a', 1n],
      ['c', 3n],
    ]);
  });

  it('reads the named worksheet of an .xlsx, appends every file of a pattern, and the dry run writes nothing', async () => {
    const book = (month: string) =>
      xlsxBytes([
        { name: 'Notes', rows: [['ignore me']] },
        {
          name: 'Payroll',
          rows: [
            ['Employee', 'Paid'],
            ['E1', 45000],
            [`E${month}`, 45001],
          ],
        },
      ]);
    const tables = [
      table({
        sourceFileName: 'pay_*.xlsx',
        sourceFileWorksheetName: 'payroll',
        columnConfigurations: [column({ columnName: 'Paid', dataType: 'DateTime_Excel' })],
      }),
    ];
    const files = { 'pay_10.xlsx': await book('10'), 'pay_11.xlsx': await book('11') };
    const { c, outcome } = await importFiles(tables, files);
    expect(outcome.tables[0]).toMatchObject({ files: ['pay_10.xlsx', 'pay_11.xlsx'], rowsWritten: 4 });
    expect(await c.rows(`SELECT Employee, CAST(Paid AS VARCHAR) FROM gain.t ORDER BY Employee`)).toEqual([
      ['E1', '2023-03-15 00:00:00'],
      ['E1', '2023-03-15 00:00:00'],
      ['E10', '2023-03-16 00:00:00'],
      ['E11', '2023-03-16 00:00:00'],
    ]);
    const dry = await importFiles(tables, files, false);
    expect(dry.outcome).toMatchObject({ ok: true, rowsReceived: 4, rowsValid: 4 });
    expect(await dry.c.rows(`SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'gain'`)).toEqual([
      [0n],
    ]);
    expect(describeOutcome(dry.outcome)).toEqual([
      'Table gain.t: pay_10.xlsx, pay_11.xlsx — 4 rows read, 4 valid',
    ]);
  });
});

describe('row existence criteria', () => {
  const header = 'id,v';
  const tables = (a: GainTableConfiguration['rowExistenceCriterion'], b = a) => [
    table({ targetTableName: 'a', sourceFileName: 'a.csv', rowExistenceCriterion: a }),
    table({ targetTableName: 'b', sourceFileName: 'b.csv', rowExistenceCriterion: b }),
  ];

  it('None: a table may stay empty or have no file', async () => {
    const { outcome } = await importFiles(tables('None'), { 'a.csv': header });
    expect(outcome.ok).toBe(true);
    expect(outcome.tables.map((t) => [t.table, t.rowsValid, t.note])).toEqual([
      ['a', 0, undefined],
      ['b', 0, 'no file of this batch matches b.csv'],
    ]);
  });

  it('Strict: the table must load at least one row', async () => {
    const { outcome } = await importFiles(tables('Strict'), { 'a.csv': `${header}\n1,x`, 'b.csv': header });
    expect(outcome.ok).toBe(false);
    expect(outcome.problems).toEqual(['Table b has no rows, but its row existence criterion is Strict.']);
    const missing = await importFiles(tables('Strict'), { 'a.csv': `${header}\n1,x` });
    expect(missing.outcome.problems).toEqual([
      'Table b has no rows (no file matches b.csv), but its row existence criterion is Strict.',
    ]);
  });

  it('Coupled: the coupled tables have rows all together or none has', async () => {
    expect((await importFiles(tables('Coupled'), { 'a.csv': header, 'b.csv': header })).outcome.ok).toBe(
      true,
    );
    expect(
      (await importFiles(tables('Coupled'), { 'a.csv': `${header}\n1,x`, 'b.csv': `${header}\n2,y` })).outcome
        .ok,
    ).toBe(true);
    const half = await importFiles(tables('Coupled'), { 'a.csv': `${header}\n1,x`, 'b.csv': header });
    expect(half.outcome.problems).toEqual([
      'The Coupled tables must all have rows or none: b has none, a has rows.',
    ]);
  });

  it('rows SkipRow removes do not count as existing', async () => {
    const strict = [
      table({
        rowExistenceCriterion: 'Strict',
        columnConfigurations: [column({ columnName: 'v', dataType: 'Integer', failureBehaviour: 'SkipRow' })],
      }),
    ];
    const { outcome } = await importFiles(strict, { 'data.csv': 'id,v\n1,x' });
    expect(outcome.problems).toEqual(['Table t has no rows, but its row existence criterion is Strict.']);
  });
});
