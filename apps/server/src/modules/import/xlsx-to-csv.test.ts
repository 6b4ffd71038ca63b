// The worksheet -> canonical CSV step of an XLSX import.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxBytes } from '../../seed/xlsx-file.js';
import { ImportProblem } from './import-problem.js';
import { xlsxToCsv } from './xlsx-to-csv.js';

describe('xlsx to csv', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-xlsx-csv-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const convert = async (book: Buffer, options: { worksheetName?: string; header: boolean }) => {
    const target = path.join(dir, `${Math.random()}.csv`);
    const sheet = await xlsxToCsv(Readable.from([book]), target, options);
    return { sheet, text: fs.readFileSync(target, 'utf8') };
  };

  it('writes cells canonically, pads ragged rows and names columns', async () => {
    const book = await xlsxBytes([
      {
        name: 'Data',
        rows: [
          ['id', '', 'id', 'when'],
          [
            '007',
            { richText: [{ text: 'Ann' }, { text: ', Bo' }] },
            { formula: '1+1', result: 2 },
            new Date(Date.UTC(2026, 0, 31, 8, 30)),
          ],
          [],
          [1.5, null, { error: '#N/A' }, true, 'extra'],
        ],
      },
    ]);
    const { sheet, text } = await convert(book, { header: true });
    expect(sheet).toEqual({
      sheetName: 'Data',
      columns: ['id', 'column1', 'id_2', 'when', 'column4'],
      textColumns: [true, true, false, false, true],
      rows: 2,
    });
    expect(text).toBe('007,"Ann, Bo",2,2026-01-31 08:30:00\n1.5,,,true,extra\n');
  });

  it('reads the named worksheet, and says which ones exist when it is missing', async () => {
    const book = await xlsxBytes([
      { name: 'First', rows: [['a'], [1]] },
      {
        name: 'Rates',
        rows: [
          ['currency', 'rate'],
          ['GBP', 1.17],
        ],
      },
    ]);
    expect((await convert(book, { header: false, worksheetName: 'rates' })).text).toBe(
      'currency,rate\nGBP,1.17\n',
    );
    const err = await convert(book, { header: true, worksheetName: 'Missing' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportProblem);
    expect((err as ImportProblem).describe('book.xlsx')).toBe(
      "book.xlsx has no worksheet named 'Missing' (it has 'First', 'Rates')",
    );
  });

  it('refuses a file that is not a workbook', async () => {
    const err = await convert(Buffer.from('id,name\n1,a\n'), { header: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportProblem);
    expect((err as ImportProblem).describe('data.xlsx')).toMatch(
      /^data\.xlsx cannot be read as an Excel workbook \(/,
    );
  });
});
