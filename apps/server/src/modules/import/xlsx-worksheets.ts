// The worksheets of an XLSX file on disk, in the workbook's tab order, each read row by row.
//
// exceljs's streaming WorkbookReader reads the zip in one pass, in stored order, and loses entries:
// unzipper 0.10's Parse ends its output when its input ends, while entries are still buffered, so the
// workbook part (which exceljs's own writer stores last) is sometimes never seen — sheets then come
// out as 'Sheet1', or only the first of them (exceljs issue #3064, still open). We read the zip
// through its central directory instead, so the relationships, the workbook, the shared strings and
// the styles are parsed before any sheet, and read each sheet's entry with xlsx-sheet-rows.ts (which
// turns cells into values as exceljs's sheet reader does, without its objects per cell).
// This uses exceljs's internal parse steps (typed below); exceljs is pinned, and the import tests
// read workbooks written by exceljs and by hand.
//
// Before anything is inflated, the zip's directory is checked against the limits (xlsx-limits.ts),
// and every part is held to its directory size while it streams. Shared strings go to a temporary
// file (xlsx-shared-strings.ts) instead of exceljs's in-memory cache: a cell that refers to one
// is resolved from there.
import type { Readable } from 'node:stream';
import type unzipper from 'unzipper';
import type { XlsxLimits } from '../../config.js';
import { ImportProblem } from './import-problem.js';
import {
  checkDirectory,
  checkEntryCount,
  checkSharedStringCount,
  guardedPart,
  zipEntryCount,
} from './xlsx-limits.js';
import { SharedStrings } from './xlsx-shared-strings.js';
import { sheetRows, type SheetContext, type SheetRow } from './xlsx-sheet-rows.js';

export interface Sheet {
  name: string;
  /** The sheet's rows in batches; read once, before the next sheet is asked for. */
  rows(): AsyncGenerator<SheetRow[]>;
}

type SharedStringText = string | { richText: { text: string | null }[] } | null;

/** The parts of exceljs 4.4's WorkbookReader this module drives. */
interface ReaderSteps {
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  /** With `sharedStrings: 'emit'`: each string as it is parsed, none kept. */
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<{ text: SharedStringText }>;
  _parseStyles(entry: NodeJS.ReadableStream): Promise<void>;
  /** After _parseStyles (or empty): a cell style by id, null when there is none such. */
  styles: { getStyleModel(id: number): { numFmt?: string } | null };
  /** After _parseWorkbook: workbookPr. */
  properties?: { model?: { date1904?: boolean } };
}

/** Whether a number format shows dates or times (exceljs's isDateFmt): its letters outside quotes and []. */
export const isDateFormat = (format: string | undefined) =>
  !!format && /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

function contextOf(reader: ReaderSteps, strings: SharedStrings): SheetContext {
  const dates = new Map<number, boolean | undefined>();
  return {
    sharedString: (index) => strings.get(index),
    dateStyle(id) {
      if (!dates.has(id)) {
        const style = Number.isNaN(id) ? null : reader.styles.getStyleModel(id);
        dates.set(id, style ? isDateFormat(style.numFmt) : undefined);
      }
      return dates.get(id);
    },
    date1904: !!reader.properties?.model?.date1904,
  };
}

/** A relationship target as a path in the zip: relative to xl/, or absolute from the root. */
const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

/** The uniqueCount that sharedStrings.xml's root element declares, from the part's first bytes. */
async function declaredStringCount(part: Readable): Promise<number | undefined> {
  let head = '';
  for await (const chunk of part) {
    head += chunk as string;
    if (/<(\w+:)?sst\b[^>]*>/.test(head) || head.length > 64 * 1024) break;
  }
  part.destroy();
  const declared = /<(?:\w+:)?sst\b[^>]*\buniqueCount="(\d+)"/.exec(head)?.[1];
  return declared === undefined ? undefined : Number(declared);
}

/** Parses sharedStrings.xml into `strings`, refusing more strings than the limit. */
async function readSharedStrings(
  reader: ReaderSteps,
  open: () => Readable,
  strings: SharedStrings,
  limits: XlsxLimits,
) {
  // `count` is how many cells refer to shared strings; `uniqueCount` is how many there are.
  const declared = await declaredStringCount(open());
  if (declared !== undefined) checkSharedStringCount(declared, limits, true);
  for await (const { text } of reader._parseSharedStrings(open())) {
    if (strings.count >= limits.maxSharedStrings) checkSharedStringCount(strings.count + 1, limits, false);
    strings.add(typeof text === 'string' ? text : (text?.richText.map((r) => r.text ?? '').join('') ?? ''));
  }
  strings.flush();
}

export async function* worksheetsOf(file: string, limits: XlsxLimits): AsyncGenerator<Sheet> {
  checkEntryCount(await zipEntryCount(file), limits);
  // Loaded with the first workbook: together they cost every server ~25 MB of memory otherwise.
  const [{ default: excel }, { default: zip }] = await Promise.all([import('exceljs'), import('unzipper')]);
  let directory: unzipper.CentralDirectory;
  try {
    directory = await zip.Open.file(file);
  } catch (err) {
    throw new ImportProblem(
      `cannot be read as an Excel workbook (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const parts = new Map(directory.files.map((f) => [f.path.replace(/^\/+/, ''), f]));
  checkDirectory(
    directory.files.map((f) => ({
      path: f.path,
      compressedSize: f.compressedSize,
      uncompressedSize: f.uncompressedSize,
    })),
    limits,
  );
  const open = (path: string) => {
    const part = parts.get(path);
    return part && guardedPart(part.stream(), { ...part, path });
  };

  const reader = new excel.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  }) as unknown as ReaderSteps;
  const workbook = open('xl/workbook.xml');
  if (!workbook) throw new ImportProblem('cannot be read as an Excel workbook (it has no xl/workbook.xml)');
  const rels = open('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const strings = new SharedStrings(`${file}.strings`);
  try {
    if (parts.has('xl/sharedStrings.xml'))
      await readSharedStrings(reader, () => open('xl/sharedStrings.xml')!, strings, limits);
    const styles = open('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);

    for (const [index, sheet] of (reader.model?.sheets ?? []).entries()) {
      const target = reader.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
      const path = target ? partPath(target) : `xl/worksheets/sheet${index + 1}.xml`;
      const entry = open(path);
      if (!entry)
        throw new ImportProblem(`cannot be read as an Excel workbook (sheet '${sheet.name}' has no ${path})`);
      const context = contextOf(reader, strings);
      try {
        yield { name: sheet.name, rows: () => sheetRows(entry, context) };
      } finally {
        entry.destroy(); // a sheet left half read (cancelled run) holds the file open otherwise
      }
    }
  } finally {
    strings.close();
  }
}
