// The worksheets of an XLSX file on disk, in the workbook's tab order, each read row by row.
//
// exceljs's streaming WorkbookReader reads the zip in one pass, in stored order, and loses entries:
// unzipper 0.10's Parse ends its output when its input ends, while entries are still buffered, so the
// workbook part (which exceljs's own writer stores last) is sometimes never seen — sheets then come
// out as 'Sheet1', or only the first of them (exceljs issue #3064, still open). We read the zip
// through its central directory instead, so the relationships, the workbook, the shared strings and
// the styles are parsed before any sheet, and hand each sheet's entry to exceljs's own sheet reader.
// This uses exceljs's internal parse steps (typed below); exceljs is pinned, and the import tests
// read workbooks written by exceljs and by hand.
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import { ImportProblem } from './import-problem.js';

type Sheet = ExcelJS.stream.xlsx.WorksheetReader & { name: string };

/** The parts of exceljs 4.4's WorkbookReader this module drives. */
interface ReaderSteps {
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorkbook(entry: NodeJS.ReadableStream): Promise<void>;
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseStyles(entry: NodeJS.ReadableStream): Promise<void>;
  _parseWorksheet(
    entry: NodeJS.ReadableStream,
    sheetNo: string,
  ): Generator<{ eventType: string; value: Sheet }>;
}

/** A relationship target as a path in the zip: relative to xl/, or absolute from the root. */
const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

export async function* worksheetsOf(file: string): AsyncGenerator<Sheet> {
  let directory: unzipper.CentralDirectory;
  try {
    directory = await unzipper.Open.file(file);
  } catch (err) {
    throw new ImportProblem(
      `cannot be read as an Excel workbook (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const parts = new Map(directory.files.map((f) => [f.path.replace(/^\/+/, ''), f]));
  const open = (path: string) => parts.get(path)?.stream();

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  }) as unknown as ReaderSteps;
  const workbook = open('xl/workbook.xml');
  if (!workbook) throw new ImportProblem('cannot be read as an Excel workbook (it has no xl/workbook.xml)');
  const rels = open('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const sharedStrings = open('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings)) void _;
  const styles = open('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  for (const [index, sheet] of (reader.model?.sheets ?? []).entries()) {
    const target = reader.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
    const path = target ? partPath(target) : `xl/worksheets/sheet${index + 1}.xml`;
    const entry = open(path);
    if (!entry)
      throw new ImportProblem(`cannot be read as an Excel workbook (sheet '${sheet.name}' has no ${path})`);
    const sheetNo = /sheet(\d+)\.xml$/.exec(path)?.[1] ?? String(index + 1);
    try {
      for (const { eventType, value } of reader._parseWorksheet(entry, sheetNo)) {
        if (eventType !== 'worksheet') continue;
        value.name = sheet.name;
        yield value;
      }
    } finally {
      entry.destroy(); // a sheet left half read (cancelled run) holds the file open otherwise
    }
  }
}
