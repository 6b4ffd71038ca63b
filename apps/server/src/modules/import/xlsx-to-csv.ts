// One worksheet of an XLSX file, streamed (xlsx-worksheets.ts, bounded memory), written as a canonical CSV
// that DuckDB then reads: dates as ISO text, numbers as JavaScript writes them, booleans as
// true/false, formulas as their cached result, rich text and links as their text, error cells empty.
// Excel knows which cells are text; DuckDB only sees text, so the columns that hold any text cell
// are reported and loaded as VARCHAR ('00123' stays '00123'); the others are typed by DuckDB.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { XlsxLimits } from '../../config.js';
import { ImportProblem } from './import-problem.js';
import type { CellValue } from './xlsx-sheet-rows.js';
import { worksheetsOf } from './xlsx-worksheets.js';

export interface SheetAsCsv {
  sheetName: string;
  /** Column names: the header row's texts, or column0, column1, ... without a header. */
  columns: string[];
  /** Per column: whether a text cell was seen (then the column is loaded as VARCHAR). */
  textColumns: boolean[];
  rows: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const ms = date.getUTCMilliseconds();
  if (!date.getUTCHours() && !date.getUTCMinutes() && !date.getUTCSeconds() && !ms) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
}

/** A cell that is not text, as CSV text (no quoting needed); null when it holds nothing to write. */
function otherText(value: Exclude<CellValue, string | null>): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return Number.isNaN(value.getTime()) ? null : isoOf(value);
}

/** A cell as text (the header row's names); null for an empty cell. */
const cellText = (value: CellValue | undefined) =>
  value === undefined || value === null || value === ''
    ? null
    : typeof value === 'string'
      ? value
      : otherText(value);

const csvField = (text: string) =>
  /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;

/** Names DuckDB accepts and that are unique ignoring case: empty -> columnN, repeats -> name_2. */
function columnNames(header: string[], width: number): string[] {
  const seen = new Set<string>();
  return Array.from({ length: width }, (_, i) => {
    const base = header[i]?.trim() || `column${i}`;
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    seen.add(name.toLowerCase());
    return name;
  });
}

interface Options {
  worksheetName?: string;
  header: boolean;
  /** What the workbook may expand to (refused before it is expanded otherwise). */
  limits: XlsxLimits;
  signal?: AbortSignal;
}

/**
 * Writes one worksheet of the workbook in `source` to `target` as CSV: the named one, else the
 * first. The workbook is first saved next to `target` (its parts are read through the zip's
 * central directory, see xlsx-worksheets.ts) and removed afterwards.
 */
export async function xlsxToCsv(source: Readable, target: string, options: Options): Promise<SheetAsCsv> {
  const workbook = `${target}.xlsx`;
  try {
    await pipeline(source, fs.createWriteStream(workbook), { signal: options.signal });
    return await firstWantedSheetToCsv(workbook, target, options);
  } finally {
    await fs.promises.rm(workbook, { force: true });
  }
}

async function firstWantedSheetToCsv(
  workbook: string,
  target: string,
  options: Options,
): Promise<SheetAsCsv> {
  const wanted = options.worksheetName?.trim().toLowerCase();
  const out = fs.createWriteStream(target);
  const seenSheets: string[] = [];
  let header: string[] | null = options.header ? null : [];
  const textColumns: boolean[] = [];
  let width = 0;
  let rows = 0;
  let buffer = '';
  const flush = async () => {
    if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    buffer = '';
  };
  try {
    for await (const sheet of worksheetsOf(workbook, options.limits)) {
      seenSheets.push(sheet.name);
      if (wanted && sheet.name.toLowerCase() !== wanted) continue;
      for await (const batch of sheet.rows()) {
        for (const cells of batch) {
          if (header === null) {
            if (!cells.some((c) => cellText(c) !== null)) continue;
            header = Array.from(cells, (c) => cellText(c) ?? '');
            width = header.length;
            continue;
          }
          // The row as one CSV line; a row with nothing in it is left out.
          let line = '';
          let filled = false;
          for (let i = 0; i < cells.length; i++) {
            if (i) line += ',';
            const value = cells[i];
            if (value === undefined || value === null || value === '') continue;
            if (typeof value === 'string') {
              textColumns[i] = true;
              line += csvField(value);
              filled = true;
            } else {
              const text = otherText(value);
              if (text === null) continue;
              line += text;
              filled = true;
            }
          }
          if (!filled) continue;
          width = Math.max(width, cells.length);
          buffer += line + '\n';
          rows++;
        }
        options.signal?.throwIfAborted();
        if (buffer.length > 1 << 20) await flush();
      }
      await flush();
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      );
      return {
        sheetName: sheet.name,
        columns: columnNames(header ?? [], width),
        textColumns: Array.from({ length: width }, (_, i) => !!textColumns[i]),
        rows,
      };
    }
  } catch (err) {
    out.destroy();
    if (options.signal?.aborted) throw err;
    if (err instanceof ImportProblem) throw err;
    throw new ImportProblem(
      `cannot be read as an Excel workbook (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  out.destroy();
  throw new ImportProblem(
    wanted
      ? `has no worksheet named '${options.worksheetName}' (it has ${seenSheets.map((s) => `'${s}'`).join(', ') || 'none'})`
      : 'has no worksheet',
  );
}
