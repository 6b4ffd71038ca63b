// XLSX bombs (issue 9): refused from the zip's directory before anything is inflated, each limit
// naming itself, and shared strings kept out of memory for the workbooks that pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type XlsxLimits } from '../../config.js';
import { xlsxBytes } from '../../seed/xlsx-file.js';
import { writeXlsxBomb } from '../../test/zip-writer.js';
import { ImportProblem } from './import-problem.js';
import { sizeText } from './xlsx-limits.js';
import { xlsxToCsv } from './xlsx-to-csv.js';

const DEFAULTS = loadConfig({}).import.xlsx;

describe('xlsx limits', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-xlsx-limits-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const bomb = async (strings: number, options?: Parameters<typeof writeXlsxBomb>[2]) => {
    const file = path.join(dir, `bomb${n++}.xlsx`);
    await writeXlsxBomb(file, strings, options);
    return file;
  };
  const convert = (file: string, limits: Partial<XlsxLimits> = {}) =>
    xlsxToCsv(fs.createReadStream(file), path.join(dir, `${n++}.csv`), {
      header: true,
      limits: { ...DEFAULTS, ...limits },
    });
  const refusal = async (file: string, limits: Partial<XlsxLimits> = {}) => {
    const err = await convert(file, limits).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportProblem);
    return (err as ImportProblem).describe('payroll.xlsx');
  };

  it('refuses a bomb from its directory, without inflating it or growing', async () => {
    // 300 MB of shared strings in a file of 0.8 MB; before the limits it was all read into memory.
    const file = await bomb(300_000);
    expect(fs.statSync(file).size).toBeLessThan(1e6);
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const message = await refusal(file);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(message).toBe(
      'payroll.xlsx was not imported: its part xl/sharedStrings.xml expands 369 times (807.4 KB to 290.7 MB), over the limit of 100 times for parts over 10 MB (CAIRN_IMPORT_XLSX_MAX_RATIO).',
    );
    // The message's sizes are the zip directory's (declared, not inflated), and memory stays flat: the
    // part was never expanded. (No time limit here: it failed at 1,063 ms on a loaded 2-core CI
    // machine; timing belongs in benchmarks.)
    expect((peak - base) / 2 ** 20).toBeLessThan(50);
    // nor leaves the saved workbook or a shared strings file behind
    expect(fs.readdirSync(dir).filter((f) => /\.csv\.(xlsx|xlsx\.strings)$/.test(f))).toEqual([]);
  });

  it('refuses a part, and all parts together, that expand beyond the limits', async () => {
    const file = await bomb(2000); // shared strings of 1.9 MB
    expect(await refusal(file, { maxPartBytes: 1024 * 1024 })).toBe(
      'payroll.xlsx was not imported: its part xl/sharedStrings.xml expands to 1.9 MB, over the limit of 1 MB (CAIRN_IMPORT_XLSX_MAX_PART_MB).',
    );
    expect(await refusal(file, { maxTotalBytes: 1024 * 1024 })).toMatch(
      /^payroll\.xlsx was not imported: its parts expand to 1\.9 MB in all, over the limit of 1 MB \(CAIRN_IMPORT_XLSX_MAX_TOTAL_MB\)\.$/,
    );
  });

  it('refuses large parts that compress too well, and too many parts', async () => {
    const file = await bomb(2000);
    expect(await refusal(file, { maxRatio: 50, ratioAboveBytes: 1024 * 1024 })).toMatch(
      /^payroll\.xlsx was not imported: its part xl\/sharedStrings\.xml expands \d+ times \(.+ to 1\.9 MB\), over the limit of 50 times for parts over 1 MB \(CAIRN_IMPORT_XLSX_MAX_RATIO\)\.$/,
    );
    expect((await convert(file, { maxRatio: 50, ratioAboveBytes: 2 * 1024 * 1024 })).rows).toBe(1);
    expect(await refusal(file, { maxEntries: 5 })).toBe(
      'payroll.xlsx was not imported: it has 6 parts, over the limit of 5 (CAIRN_IMPORT_XLSX_MAX_ENTRIES).',
    );
  });

  it('refuses more shared strings than the limit, declared or counted', async () => {
    expect(await refusal(await bomb(1000, { length: 10 }), { maxSharedStrings: 999 })).toBe(
      'payroll.xlsx was not imported: it has 1,000 shared strings, over the limit of 999 (CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS).',
    );
    const undeclared = await bomb(1000, { length: 10, declareCount: false });
    expect(await refusal(undeclared, { maxSharedStrings: 999 })).toBe(
      'payroll.xlsx was not imported: it has more than 999 shared strings, over the limit of 999 (CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS).',
    );
    expect((await convert(undeclared, { maxSharedStrings: 1000 })).rows).toBe(1);
  });

  it('holds each part to the size its directory gives it, and refuses texts no cell can hold', async () => {
    // The directory says the shared strings are 1,000 bytes; they inflate to 1.9 MB.
    const file = await bomb(2000);
    const bytes = fs.readFileSync(file);
    const name = Buffer.from('xl/sharedStrings.xml');
    bytes.writeUInt32LE(1000, bytes.indexOf(name) - 30 + 22); // local header
    bytes.writeUInt32LE(1000, bytes.lastIndexOf(name) - 46 + 24); // central directory
    fs.writeFileSync(file, bytes);
    expect(await refusal(file)).toBe(
      'payroll.xlsx cannot be read as an Excel workbook (its part xl/sharedStrings.xml expands to more than the 1,000 B its zip directory says)',
    );
    expect(await refusal(await bomb(1, { length: 2 * 1024 * 1024 }))).toBe(
      "payroll.xlsx cannot be read as an Excel workbook (its part xl/sharedStrings.xml holds a text of more than 1 MB; Excel's cells hold at most 32,767 characters)",
    );
  });

  it('still reads workbooks within the limits, whose shared strings span many blocks', async () => {
    const long = 'x'.repeat(70_000); // longer than a cache block
    const rows = [['id', 'name'], ...Array.from({ length: 20_000 }, (_, i) => [`E${i}`, `Émployee ${i} ✓`])];
    rows.push(['long', long]);
    const file = path.join(dir, 'big-strings.xlsx');
    fs.writeFileSync(file, await xlsxBytes([{ name: 'Data', rows }]));
    const target = path.join(dir, 'big-strings.csv');
    const sheet = await xlsxToCsv(fs.createReadStream(file), target, { header: true, limits: DEFAULTS });
    expect(sheet.rows).toBe(20_001);
    expect(fs.readFileSync(target, 'utf8')).toBe(
      `${rows
        .slice(1)
        .map((r) => r.join(','))
        .join('\n')}\n`,
    );
    fs.rmSync(target);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.strings'))).toEqual([]);
  });
});

describe('sizes in the step log', () => {
  it('says each size in the unit that reads best (a 3 KB file is not 0 MB)', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(3 * 1024)).toBe('3 KB');
    expect(sizeText(91.1 * 1024 * 1024)).toBe('91.1 MB');
    expect(sizeText(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
