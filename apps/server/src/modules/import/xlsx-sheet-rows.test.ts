// A worksheet's XML -> rows of values (xlsx-sheet-rows.ts): the values exceljs's own reader gives for
// the same workbook, the cases exceljs got wrong, and XML cut at any point or broken mid-sheet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { writeXlsx } from '../../seed/xlsx-file.js';
import { sheetRows, type SheetContext, type SheetRow } from './xlsx-sheet-rows.js';
import { worksheetsOf } from './xlsx-worksheets.js';

const limits = loadConfig({}).import.xlsx;

/** Styles 1 (a date format) and 2 (a number format); strings 0.. from `strings`. */
const context = (strings: string[] = [], date1904 = false): SheetContext => ({
  sharedString: (i) => strings[i],
  dateStyle: (id) => (id === 1 ? true : id === 2 ? false : undefined),
  date1904,
});

async function rowsOf(xml: string, ctx = context(), piece = xml.length) {
  const chunks = Array.from({ length: Math.ceil(xml.length / piece) }, (_, i) =>
    xml.slice(i * piece, (i + 1) * piece),
  );
  const rows: SheetRow[] = [];
  for await (const batch of sheetRows(chunks, ctx)) rows.push(...batch);
  return rows;
}

const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols><col min="1" max="2" width="9"/></cols><sheetData>${rows}</sheetData><mergeCells count="0"/></worksheet>`;

describe('xlsx sheet rows', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-xlsx-rows-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives the values exceljs's reader gives for a workbook exceljs wrote", async () => {
    const file = path.join(dir, 'book.xlsx');
    const rows: unknown[][] = [
      ['id', 'name', 'when', 'amount', 'ok', 'formula', 'text formula'],
      [
        '007',
        { richText: [{ text: 'Ann' }, { text: ', Bo & <Co>' }] },
        new Date(Date.UTC(2026, 0, 31, 8, 30)),
        -420.81,
        true,
        { formula: 'D2*2', result: -841.62 },
        { formula: 'A2&"x"', result: '007x' },
      ],
      [null, '', undefined, 0, false, { error: '#N/A' }, 'ünïcödé "quoted", 😀'],
      [],
      [1e21, 'last', new Date(Date.UTC(1999, 11, 31))],
    ];
    await writeXlsx(file, [{ name: 'Data', rows }]);

    const { default: ExcelJS } = await import('exceljs');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    });
    const theirs: unknown[][] = [];
    for await (const ws of reader)
      for await (const row of ws) theirs.push((row.values as unknown[]).slice(1));
    // exceljs's values as this module gives them: a formula's result, an error as null, rich text joined.
    const plain = (v: unknown) => {
      if (v === null || typeof v !== 'object' || v instanceof Date) return v;
      const o = v as { result?: unknown; error?: unknown; richText?: { text: string }[] };
      if (o.richText) return o.richText.map((r) => r.text).join('');
      return o.error ? null : o.result;
    };

    // An empty shared string: exceljs's cache holds null for it (no cell), Cairn's store '' (an empty
    // cell, as before); either way the CSV field is empty.
    theirs[2][1] = '';
    const ours: SheetRow[] = [];
    for await (const ws of worksheetsOf(file, limits))
      for await (const batch of ws.rows()) ours.push(...batch);
    expect(ours).toEqual(theirs.map((row) => Array.from(row, plain)));
    expect(ours[1]).toEqual([
      '007',
      'Ann, Bo & <Co>',
      new Date(Date.UTC(2026, 0, 31, 8, 30)),
      -420.81,
      true,
      -841.62,
      '007x',
    ]);
  });

  it('reads every kind of cell, whatever size the pieces of XML come in', async () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="s"><v>1</v></c><c r="C1" s="1"><v>46053.5</v></c><c r="D1" s="2"><v>46053.5</v></c>' +
        '<c r="E1" t="b"><v>0</v></c><c r="F1" t="e"><v>#DIV/0!</v></c><c r="G1" t="str"><f>A1</f><v>a &amp;lt; b</v></c>' +
        '<c r="H1"><f>1/0</f></c><c r="I1" t="s"><v>99</v></c><c r="J1" s="3"/></row>' +
        '<row r="3" s="1"><c r="A3"><v>1</v></c><c r="B3" s="2"><v>1</v></c><c r="C3" t="inlineStr"><is><t>x</t></is></c></row>',
    );
    const expected = [
      ['one', undefined, new Date(Date.UTC(2026, 0, 31, 12)), 46053.5, false, null, 'a &lt; b', null, null],
      // a cell without a style of its own takes the row's (exceljs did the same)
      [new Date(Date.UTC(1899, 11, 31)), 1, 'x'],
    ];
    for (const piece of [1, 3, 7, 64, xml.length])
      expect(await rowsOf(xml, context(['zero', 'one']), piece)).toEqual(expected);
  });

  it("reads what exceljs's reader got wrong", async () => {
    const xml =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      // no r on cells: each follows the one before
      '<x:row><x:c t="inlineStr"><x:is><x:t>first</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c><x:c r="E1"><x:v>5</x:v></x:c><x:c><x:v>6</x:v></x:c></x:row>\n' +
      // every run of an inline string, without its phonetic reading; text after </v> is not the value
      '<x:row r="2">\n  <x:c r="A2" t="inlineStr"><x:is><x:r><x:t>Tō</x:t></x:r><x:r><x:t xml:space="preserve">kyō </x:t></x:r><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh></x:is></x:c>\n' +
      '  <x:c r="B2" t="str"><x:f>A2</x:f><x:v><![CDATA[<raw>]]></x:v>\n  </x:c>\n</x:row>' +
      '</x:sheetData></x:worksheet>';
    expect(await rowsOf(xml, context([], true))).toEqual([
      ['first', 2, undefined, undefined, 5, 6],
      ['Tōkyō ', '<raw>'],
    ]);
  });

  it('counts days from 1904 when the workbook says so', async () => {
    const xml = sheet('<row r="1"><c r="A1" s="1"><v>0</v></c></row>');
    expect(await rowsOf(xml, context([], true))).toEqual([[new Date(Date.UTC(1904, 0, 1))]]);
  });

  it('fails on XML that breaks mid-sheet, after the rows before it were given', async () => {
    const good = Array.from(
      { length: 50 },
      (_, r) => `<row r="${r + 1}"><c r="A${r + 1}"><v>${r}</v></c></row>`,
    );
    const xml = sheet(`${good.join('')}<row r="51"><c r="A51"><v>1</v></row>`);
    const seen: SheetRow[] = [];
    const read = (async () => {
      for await (const batch of sheetRows([xml.slice(0, 1000), xml.slice(1000)], context()))
        seen.push(...batch);
    })();
    await expect(read).rejects.toThrow(/unexpected close tag|mismatched/i);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(51);
  });
});
