// The worksheet -> canonical CSV step of an XLSX import.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { xlsxBytes } from '../../seed/xlsx-file.js';
import { zipBytes } from '../../test/zip-writer.js';
import { ImportProblem } from './import-problem.js';
import { xlsxToCsv } from './xlsx-to-csv.js';

const limits = loadConfig({}).import.xlsx;

const sheetXml = (rows: string[][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;

describe('xlsx to csv', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-xlsx-csv-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const convert = async (book: Buffer, options: { worksheetName?: string; header: boolean }) => {
    const target = path.join(dir, `${Math.random()}.csv`);
    const sheet = await xlsxToCsv(Readable.from([book]), target, { ...options, limits });
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

  it("refuses a sheet whose XML breaks after many rows, with the XML parser's reason", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`row ${i}`]);
    const broken = sheetXml(rows).replace('<row r="2999">', '<row r="2999"><c r="A2999">');
    const book = zipBytes([
      ['xl/worksheets/sheet1.xml', broken],
      [
        'xl/workbook.xml',
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Data" sheetId="1"/></sheets></workbook>',
      ],
    ]);
    const err = await convert(book, { header: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportProblem);
    expect((err as ImportProblem).describe('big.xlsx')).toMatch(
      /^big\.xlsx cannot be read as an Excel workbook \(.*unexpected close tag/,
    );
  });

  it('reads sheets in the order of the workbook tabs, whatever order the zip stores them in', async () => {
    // Sheet parts before the workbook part, the second tab stored first, an absolute target, no
    // shared strings: a one-pass zip reader cannot name these sheets when it meets them.
    const book = zipBytes([
      ['xl/worksheets/sheet2.xml', sheetXml([['tab'], ['first']])],
      ['xl/worksheets/sheet1.xml', sheetXml([['tab'], ['second']])],
      [
        'xl/_rels/workbook.xml.rels',
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/>' +
          '</Relationships>',
      ],
      [
        'xl/workbook.xml',
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Upfront" sheetId="2" r:id="rId2"/><sheet name="Behind" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ],
    ]);
    expect(await convert(book, { header: true })).toEqual({
      sheet: { sheetName: 'Upfront', columns: ['tab'], textColumns: [true], rows: 1 },
      text: 'first\n',
    });
    expect((await convert(book, { header: true, worksheetName: 'behind' })).text).toBe('second\n');
    const err = await convert(book, { header: true, worksheetName: 'Nope' }).catch((e: unknown) => e);
    expect((err as ImportProblem).describe('hand.xlsx')).toBe(
      "hand.xlsx has no worksheet named 'Nope' (it has 'Upfront', 'Behind')",
    );
  });

  it('names every sheet of workbooks written by exceljs, which stores the workbook part last', async () => {
    // exceljs's one-pass reader lost the workbook part of such files now and then (exceljs#3064);
    // each read here goes through the zip's central directory, fed in small and large pieces.
    const book = await xlsxBytes([
      { name: 'Employees', rows: [['id'], ['E1']] },
      { name: 'Rates', rows: [['rate'], [1.17]] },
    ]);
    for (let read = 0; read < 40; read++) {
      const size = [7, 100, 1000, book.length][read % 4];
      const pieces = Array.from({ length: Math.ceil(book.length / size) }, (_, i) =>
        book.subarray(i * size, (i + 1) * size),
      );
      const target = path.join(dir, `${read}.csv`);
      const sheet = await xlsxToCsv(Readable.from(pieces), target, {
        header: true,
        worksheetName: 'Rates',
        limits,
      });
      expect(sheet.sheetName).toBe('Rates');
      expect(fs.readFileSync(target, 'utf8')).toBe('1.17\n');
    }
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.xlsx'))).toEqual([]);
  });
});
