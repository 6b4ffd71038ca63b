// One worksheet of an XLSX file, streamed with exceljs (bounded memory), written as a canonical CSV
// that DuckDB then reads: dates as ISO text, numbers as JavaScript writes them, booleans as
// true/false, formulas as their cached result, rich text and links as their text, error cells empty.
// Excel knows which cells are text; DuckDB only sees text, so the columns that hold any text cell
// are reported and loaded as VARCHAR ('00123' stays '00123'); the others are typed by DuckDB.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { XlsxLimits } from '../../config.js';
import { ImportProblem } from './import-problem.js';
import { worksheetsOf, type Sheet } from './xlsx-worksheets.js';

export interface SheetAsCsv {
  sheetName: string;
  /** Column names: the header row's texts, or column0, column1, ... without a header. */
  columns: string[];
  /** Per column: whether a text cell was seen (then the column is loaded as VARCHAR). */
  textColumns: boolean[];
  rows: number;
}

type Kind = 'text' | 'other';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const ms = date.getUTCMilliseconds();
  if (!date.getUTCHours() && !date.getUTCMinutes() && !date.getUTCSeconds() && !ms) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
}

/** A cell as text plus whether Excel held it as text; null for an empty cell. */
function cellText(value: unknown): [string, Kind] | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return [value, 'text'];
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value), 'other'] : null;
  if (typeof value === 'boolean') return [String(value), 'other'];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : [isoOf(value), 'other'];
  if (typeof value === 'object') {
    const v = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
      formula?: unknown;
      sharedFormula?: unknown;
    };
    if (v.richText) return [v.richText.map((r) => r.text).join(''), 'text'];
    if ('result' in v || v.formula || v.sharedFormula) return cellText(v.result);
    if (v.error) return null;
    if (v.text !== undefined) return cellText(v.text);
  }
  return [String(value), 'text'];
}

/** A cell's value, with a reference to a shared string replaced by the string. */
function valueOf(value: unknown, sheet: Sheet): unknown {
  if (typeof value === 'object' && value !== null && 'sharedString' in value)
    return sheet.sharedStrings.get(Number(value.sharedString));
  return value;
}

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
      for await (const row of sheet) {
        const cells = (row.values as unknown[]).slice(1).map((v) => cellText(valueOf(v, sheet)));
        if (!cells.some(Boolean)) continue;
        if (header === null) {
          header = cells.map((c) => c?.[0] ?? '');
          width = header.length;
          continue;
        }
        cells.forEach((c, i) => c?.[1] === 'text' && (textColumns[i] = true));
        width = Math.max(width, cells.length);
        buffer += cells.map((c) => (c ? csvField(c[0]) : '')).join(',') + '\n';
        rows++;
        if (rows % 1000 === 0) options.signal?.throwIfAborted();
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
