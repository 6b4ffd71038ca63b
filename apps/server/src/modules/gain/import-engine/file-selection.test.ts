// File selection: boolean logic (batches by wildcard content, triggers, required and archived
// files) and SQL logic (the configured query over the staged files, in a locked-down session).
import { describe, expect, it } from 'vitest';
import type { GainFileConfiguration } from '@cairn/contracts';
import { expectedName, matchPattern, selectByBooleanLogic } from './file-selection.js';
import { selectBySqlLogic, stagedFilesSql, type SelectionSession } from './sql-selection.js';
import { inMemoryWarehouse } from './in-memory-warehouse.test-helpers.js';

const file = (namePattern: string, flags: Partial<GainFileConfiguration> = {}): GainFileConfiguration => ({
  namePattern,
  isRequired: false,
  isTrigger: false,
  isVersioned: false,
  isArchived: false,
  ...flags,
});
const staged = (...names: string[]) =>
  names.map((name, i) => ({
    name,
    size: 100 + i,
    arrivedAt: new Date(Date.UTC(2026, 9, 1, 8, i)).toISOString(),
  }));

const PAYROLL = [
  file('payroll_*.csv', { isVersioned: true, isRequired: true, isArchived: true }),
  file('employees_*.csv', { isVersioned: true, isRequired: true }),
  file('ready_*.trg', { isVersioned: true, isTrigger: true, isArchived: true }),
  file('cost_centres.csv'),
];

describe('patterns', () => {
  it('matches case-insensitively and captures what the asterisk stands for', () => {
    expect(matchPattern('payroll_*.csv', 'PAYROLL_2026-10.CSV')).toBe('2026-10');
    expect(matchPattern('payroll_*.csv', 'payroll_.csv')).toBe('');
    expect(matchPattern('payroll.csv', 'payroll.csv')).toBe('');
    expect(matchPattern('payroll_*.csv', 'payroll_2026-10.xlsx')).toBeUndefined();
    expect(matchPattern('a.b(1)+*.csv', 'a.b(1)+x.csv')).toBe('x');
    expect(matchPattern('a.b*.csv', 'aXbx.csv')).toBeUndefined();
    expect(expectedName('payroll_*.csv', '2026-11')).toBe('payroll_2026-11.csv');
  });
});

describe('boolean logic', () => {
  it('groups versioned files by wildcard content; a batch with its trigger and required files is ready', () => {
    const result = selectByBooleanLogic(
      PAYROLL,
      staged(
        'payroll_2026-10.csv',
        'employees_2026-10.csv',
        'ready_2026-10.trg',
        'cost_centres.csv',
        'payroll_2026-11.csv',
        'notes.txt',
      ),
    );
    expect(result.fileNamesToProcess.sort()).toEqual(
      ['cost_centres.csv', 'employees_2026-10.csv', 'payroll_2026-10.csv', 'ready_2026-10.trg'].sort(),
    );
    expect(result.fileNamesToArchive.sort()).toEqual(['payroll_2026-10.csv', 'ready_2026-10.trg']);
    const november = result.batchFiles.filter((f) => f.batch === '2026-11');
    expect(november).toEqual(
      expect.arrayContaining([
        {
          fileName: 'payroll_2026-11.csv',
          batch: '2026-11',
          isTrigger: false,
          isMissing: false,
          archived: false,
        },
        {
          fileName: 'employees_2026-11.csv',
          batch: '2026-11',
          isTrigger: false,
          isMissing: true,
          archived: false,
        },
      ]),
    );
    expect(result.batchFiles.find((f) => f.fileName === 'ready_2026-10.trg')).toEqual({
      fileName: 'ready_2026-10.trg',
      batch: '2026-10',
      isTrigger: true,
      isMissing: false,
      archived: true,
    });
    expect(result.batchFiles.some((f) => f.fileName === 'notes.txt')).toBe(false);
  });

  it('waits for the trigger even when every required file is there', () => {
    const result = selectByBooleanLogic(PAYROLL, staged('payroll_2026-10.csv', 'employees_2026-10.csv'));
    expect(result.fileNamesToProcess).toEqual([]);
    expect(result.fileNamesToArchive).toEqual([]);
    expect(result.batchFiles.map((f) => f.fileName)).toEqual([
      'payroll_2026-10.csv',
      'employees_2026-10.csv',
    ]);
  });

  it('waits for a required file even when the trigger is there', () => {
    const result = selectByBooleanLogic(PAYROLL, staged('payroll_2026-10.csv', 'ready_2026-10.trg'));
    expect(result.fileNamesToProcess).toEqual([]);
    expect(result.batchFiles.filter((f) => f.isMissing).map((f) => f.fileName)).toEqual([
      'employees_2026-10.csv',
    ]);
  });

  it('makes two ready batches of two months', () => {
    const result = selectByBooleanLogic(
      PAYROLL,
      staged(
        'payroll_2026-11.csv',
        'employees_2026-11.csv',
        'ready_2026-11.trg',
        'payroll_2026-10.csv',
        'employees_2026-10.csv',
        'ready_2026-10.trg',
      ),
    );
    expect(result.fileNamesToProcess).toHaveLength(6);
    expect([...new Set(result.batchFiles.map((f) => f.batch))]).toEqual(['2026-10', '2026-11']);
  });

  it('without versioned patterns, the staged files form one batch; without a trigger, required files decide', () => {
    const files = [file('rates_*.csv', { isRequired: true }), file('extra.csv')];
    expect(selectByBooleanLogic(files, staged('extra.csv')).fileNamesToProcess).toEqual([]);
    const result = selectByBooleanLogic(files, staged('rates_b.csv', 'rates_a.csv', 'extra.csv'));
    expect(result.fileNamesToProcess).toEqual(['rates_a.csv', 'rates_b.csv', 'extra.csv']);
    expect(result.batchFiles.every((f) => f.batch === '')).toBe(true);
  });

  it('selects nothing from nothing', () => {
    expect(selectByBooleanLogic(PAYROLL, [])).toEqual({
      fileNamesToProcess: [],
      fileNamesToArchive: [],
      batchFiles: [],
    });
    expect(selectByBooleanLogic([], staged('a.csv')).fileNamesToProcess).toEqual([]);
  });
});

describe('SQL logic', () => {
  /** The selection's view and query on an in-memory DuckDB (the real run uses the locked-down session). */
  async function session(): Promise<SelectionSession> {
    const c = await inMemoryWarehouse();
    return {
      createTempView: async (name, sql) =>
        void (await c.run(`CREATE OR REPLACE TEMP VIEW ${name} AS ${sql}`)),
      query: async (sql, limit) => {
        const rows = await c.rows(`SELECT * FROM (${sql}) LIMIT ${limit}`);
        const columns = (await c.rows(`SELECT column_name FROM (DESCRIBE ${sql})`)).map(([n]) => String(n));
        return { columns, columnTypes: [], rows };
      },
    };
  }

  it('the staged files view has name, size, arrival, pattern, wildcard and the pattern flags', async () => {
    const c = await inMemoryWarehouse();
    const rows = await c.rows(
      `SELECT name, size, strftime(arrival, '%Y-%m-%d %H:%M'), pattern, wildcard, is_trigger FROM (${stagedFilesSql(PAYROLL, staged('ready_2026-10.trg', "o'dd.csv"))}) ORDER BY name`,
    );
    expect(rows).toEqual([
      ["o'dd.csv", 101n, '2026-10-01 08:01', null, null, false],
      ['ready_2026-10.trg', 100n, '2026-10-01 08:00', 'ready_*.trg', '2026-10', true],
    ]);
    expect(await c.rows(`SELECT count(*) FROM (${stagedFilesSql(PAYROLL, [])})`)).toEqual([[0n]]);
  });

  it('processes what the query answers and archives what its archive column says', async () => {
    const result = await selectBySqlLogic(
      await session(),
      `SELECT name, wildcard = '2026-10' AS archive FROM staged_files WHERE pattern IS NOT NULL AND wildcard IN ('2026-10', '2026-11') ORDER BY name`,
      PAYROLL,
      staged('payroll_2026-10.csv', 'payroll_2026-11.csv', 'payroll_2026-12.csv', 'notes.txt'),
    );
    expect(result.fileNamesToProcess).toEqual(['payroll_2026-10.csv', 'payroll_2026-11.csv']);
    expect(result.fileNamesToArchive).toEqual(['payroll_2026-10.csv']);
    expect(result.batchFiles[1]).toEqual({
      fileName: 'payroll_2026-11.csv',
      batch: '2026-11',
      isTrigger: false,
      isMissing: false,
      archived: false,
    });
  });

  it("without an archive column the pattern's isArchived decides; unknown names are ignored", async () => {
    const result = await selectBySqlLogic(
      await session(),
      `SELECT 'nope.csv' UNION ALL SELECT name FROM staged_files WHERE size > 100`,
      PAYROLL,
      staged('employees_2026-10.csv', 'payroll_2026-10.csv'),
    );
    expect(result.fileNamesToProcess).toEqual(['payroll_2026-10.csv']);
    expect(result.fileNamesToArchive).toEqual(['payroll_2026-10.csv']);
  });
});
