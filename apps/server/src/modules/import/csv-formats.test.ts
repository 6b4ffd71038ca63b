// Numbers and dates the way Europeans write them (issue 27): detected from the file when the
// settings leave them open, converted by DuckDB's read_csv, and a value that does not match a
// column's set format fails the file naming the line and the column.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseSql } from '../../warehouse/warehouse.service.js';
import { WarehouseService } from '../../warehouse/warehouse.service.js';
import type { FormatSettings } from './csv-formats.js';
import { ImportProblem } from './import-problem.js';
import { loadCsv, type ReadOptions } from './load-csv.js';

const csv = (delimiter: string, formatSettings: FormatSettings = {}): ReadOptions => ({
  delimiter,
  quote: '"',
  newLine: '\n',
  header: true,
  exactDecimals: true,
  formatSettings,
});

describe('numbers and dates of a CSV', () => {
  let dir: string;
  let warehouse: WarehouseService;
  let c: WarehouseSql;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-csv-formats-'));
    warehouse = new WarehouseService({ memoryLimit: '256MB', threads: 1, statementTimeoutSeconds: 30 }, dir);
    c = await warehouse.connectThrowaway(path.join(dir, 'throwaway.duckdb'), { readableDirectory: dir });
    await c.run('CREATE SCHEMA IF NOT EXISTS import');
  });
  afterAll(async () => {
    await c.close();
    await warehouse.spares.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Loads the lines and answers the table's column types and its rows as text, in file order. */
  async function load(table: string, lines: string[], options: ReadOptions) {
    const file = path.join(dir, `${table}.csv`);
    fs.writeFileSync(file, [...lines, ''].join('\n'));
    const result = await loadCsv(c, file, table, options);
    const types = Object.fromEntries(
      (await c.run(`DESCRIBE import.${table}`)).getRows().map(([name, type]) => [name, type]),
    );
    const rows = (await c.run(`SELECT COLUMNS(*)::VARCHAR FROM import.${table}`)).getRows();
    return { result, types, rows };
  }

  it('reads a German payroll export without settings: decimal comma, thousands dot, day first', async () => {
    const { result, types, rows } = await load(
      'lohn',
      [
        'employee_id;period;amount;paid_at;hours',
        'E1;31.01.2026;1.234,56;31.01.2026 14:05;1.200',
        'E2;01.02.2026;-50,00;01.02.2026 09:30;38',
        'E3;02.03.2026;1.000.000,10;;7',
      ],
      csv(';'),
    );
    expect(types).toEqual({
      employee_id: 'VARCHAR',
      period: 'DATE',
      amount: 'DECIMAL(18,2)',
      paid_at: 'TIMESTAMP',
      hours: 'BIGINT',
    });
    expect(rows).toEqual([
      ['E1', '2026-01-31', '1234.56', '2026-01-31 14:05:00', '1200'],
      ['E2', '2026-02-01', '-50.00', '2026-02-01 09:30:00', '38'],
      ['E3', '2026-03-02', '1000000.10', null, '7'],
    ]);
    expect(result.formats).toBe(
      "decimal separator ',', thousands separator '.', dates dd.mm.yyyy, dates with time dd.mm.yyyy HH:MM",
    );
    // The file's import settings remember the dates' format rather than the dates with time's.
    expect(result.decided).toEqual({
      decimalSeparator: ',',
      thousandsSeparator: '.',
      dateFormat: 'dd.mm.yyyy',
    });
  });

  it('reads an English export the English way', async () => {
    const { types, rows } = await load(
      'pay',
      ['id,period,amount', 'E1,2026-01-31,"1,234.56"', 'E2,2026-02-28,-50.5'],
      csv(','),
    );
    expect(types).toEqual({ id: 'VARCHAR', period: 'DATE', amount: 'DECIMAL(18,2)' });
    expect(rows.map((r) => r[2])).toEqual(['1234.56', '-50.50']);
  });

  it('keeps ambiguous columns as text', async () => {
    // 01/02/2026 may be the 1st of February or the 2nd of January; dots and commas both used for decimals.
    const { types } = await load(
      'mixed',
      ['day;a;b', '01/02/2026;1,5;2.5', '03/04/2026;2,25;3.75'],
      csv(';'),
    );
    expect(types).toEqual({ day: 'VARCHAR', a: 'VARCHAR', b: 'DECIMAL(18,2)' });
  });

  it('reads 1,234 as a thousand only in a file that shows decimal points', async () => {
    const english = await load('english', ['a;b', '"1,234";2.5', '"5,678";3.25'], csv(';'));
    expect(english.types).toEqual({ a: 'BIGINT', b: 'DECIMAL(18,2)' });
    const unsure = await load('unsure', ['a;b', '1,234;x', '5,678;y'], csv(';'));
    expect(unsure.types).toEqual({ a: 'VARCHAR', b: 'VARCHAR' });
  });

  it('reads day-first slashes when a day passes 12, and Swiss apostrophes', async () => {
    const { types, rows } = await load(
      'swiss',
      ['day;amount', "25/12/2026;1'234.50", "01/02/2026;3'000.25"],
      csv(';'),
    );
    expect(types).toEqual({ day: 'DATE', amount: 'DECIMAL(18,2)' });
    expect(rows).toEqual([
      ['2026-12-25', '1234.50'],
      ['2026-02-01', '3000.25'],
    ]);
  });

  it('follows the settings over detection', async () => {
    // Alone, 1.234 reads as one point two three four; the settings say it is a thousand and more.
    const { types, rows } = await load(
      'set',
      ['a;b', '1.234;05/01/2026', '2.500;06/01/2026'],
      csv(';', {
        decimalSeparator: ',',
        thousandsSeparator: '.',
        columnFormats: [{ column: 'b', format: 'dd/mm/yyyy' }],
      }),
    );
    expect(types).toEqual({ a: 'BIGINT', b: 'DATE' });
    expect(rows).toEqual([
      ['1234', '2026-01-05'],
      ['2500', '2026-01-06'],
    ]);
  });

  it('fails the file naming the line and column that do not match a set format, and keeps the old table', async () => {
    await load('strict', ['period;amount', '31.01.2026;1'], csv(';'));
    const failed = load(
      'strict',
      ['period;amount', '31.01.2026;1', '2026-02-28;2', '31.03.2026;3'],
      csv(';', { columnFormats: [{ column: 'period', format: 'dd.mm.yyyy' }] }),
    );
    await expect(failed).rejects.toBeInstanceOf(ImportProblem);
    const problem = (await failed.catch((e: unknown) => e)) as ImportProblem;
    expect(problem.describe('strict.csv')).toBe(
      'strict.csv line 3: column period does not match its format dd.mm.yyyy set in the import settings',
    );
    expect((await c.run('SELECT count(*)::INTEGER FROM import.strict')).getRows()).toEqual([[1]]);
  });

  it('reads a plain file exactly as before', async () => {
    const { result, types } = await load(
      'plain',
      ['a,b,c', '4250.10,1,2026-01-31', '-80.5,2,2026-02-28'],
      csv(','),
    );
    expect(types).toEqual({ a: 'DECIMAL(18,2)', b: 'BIGINT', c: 'DATE' });
    expect(result.formats).toBe('');
    expect(result.decided).toEqual({ decimalSeparator: '.', thousandsSeparator: 'none', dateFormat: null });
  });
});
