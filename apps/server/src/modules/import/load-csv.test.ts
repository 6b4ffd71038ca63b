// CSV decimals (docs/import.md): decimal text becomes DECIMAL(18, s) with the decimals it needs, or
// stays DOUBLE, whether the first rows tell the truth about the rest of the file or not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseSql } from '../../warehouse/warehouse.service.js';
import { WarehouseService } from '../../warehouse/warehouse.service.js';
import { loadCsv, type ReadOptions } from './load-csv.js';

const CSV: ReadOptions = { delimiter: ',', quote: '"', newLine: '\n', header: true, exactDecimals: true };
/** More rows than the fast path looks at before deciding (its sample is DuckDB's, 20,480 rows). */
const PAST_THE_SAMPLE = 30_000;

describe('loading CSV decimals', () => {
  let dir: string;
  let warehouse: WarehouseService;
  let c: WarehouseSql;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-load-csv-'));
    warehouse = new WarehouseService({ memoryLimit: '256MB', threads: 1, statementTimeoutSeconds: 30 }, dir);
    c = await warehouse.connectThrowaway(path.join(dir, 'throwaway.duckdb'), { readableDirectory: dir });
    await c.run('CREATE SCHEMA IF NOT EXISTS import');
  });
  afterAll(async () => {
    await c.close();
    await warehouse.spares.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Loads `lines` (after a header `a,b`) and answers the columns' types and the values of `a` asked for. */
  async function load(table: string, lines: string[], where = 'true') {
    const file = path.join(dir, `${table}.csv`);
    fs.writeFileSync(file, ['a,b', ...lines, ''].join('\n'));
    const result = await loadCsv(c, file, table, CSV);
    const types = (await c.run(`DESCRIBE import.${table}`))
      .getRows()
      .map(([name, type]) => `${name} ${type}`);
    const values = (await c.run(`SELECT a::VARCHAR FROM import.${table} WHERE ${where} ORDER BY b`))
      .getRows()
      .map(([v]) => v);
    return { rows: result.rows, types, values };
  }

  const filler = (n: number, value: string) => Array.from({ length: n }, (_, i) => `${value},${i + 1}`);

  it('makes money columns exact, with at least 2 and at most 6 decimals', async () => {
    expect(await load('money', ['4250.10,1', '-80.5,2', ',3'])).toEqual({
      rows: 3,
      types: ['a DECIMAL(18,2)', 'b BIGINT'],
      values: ['4250.10', '-80.50', null],
    });
    expect((await load('rates', ['1.123456,1', '0.5,2'])).types[0]).toBe('a DECIMAL(18,6)');
    expect((await load('precise', ['1.1234567,1', '0.5,2'])).types[0]).toBe('a DOUBLE');
    expect((await load('huge', ['12345678901234.5,1', '0.5,2'])).types[0]).toBe('a DOUBLE');
  });

  it('keeps every decimal of a value the first rows did not prepare for', async () => {
    // The first 30,000 values have 2 decimals; the last needs 3: decided on the sample alone, it
    // would have been rounded to 0.12.
    const more = await load(
      'later_scale',
      [...filler(PAST_THE_SAMPLE, '1.25'), `0.125,${PAST_THE_SAMPLE + 1}`],
      `b > ${PAST_THE_SAMPLE}`,
    );
    expect(more).toEqual({
      rows: PAST_THE_SAMPLE + 1,
      types: ['a DECIMAL(18,3)', 'b BIGINT'],
      values: ['0.125'],
    });
    const tooMany = await load(
      'later_double',
      [...filler(PAST_THE_SAMPLE, '1.25'), `0.1234567,${PAST_THE_SAMPLE + 1}`],
      `b > ${PAST_THE_SAMPLE}`,
    );
    expect(tooMany.types[0]).toBe('a DOUBLE');
    expect(tooMany.values).toEqual(['0.1234567']);
    const tooLarge = await load(
      'later_large',
      [...filler(PAST_THE_SAMPLE, '1.25'), `98765432109876.5,${PAST_THE_SAMPLE + 1}`],
      `b > ${PAST_THE_SAMPLE}`,
    );
    expect(tooLarge.types[0]).toBe('a DOUBLE');
  });

  it('leaves the old table when the new file cannot be read', async () => {
    await load('kept', ['1.50,1']);
    fs.writeFileSync(path.join(dir, 'kept.csv'), 'a,b\n1.50,1\n"unterminated,2\n');
    await expect(loadCsv(c, path.join(dir, 'kept.csv'), 'kept', CSV)).rejects.toMatchObject({ line: 3 });
    expect((await c.run('SELECT a::VARCHAR FROM import.kept')).getRows()).toEqual([['1.50']]);
  });
});
