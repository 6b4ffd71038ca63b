// Writes an XLSX workbook with exceljs's streaming writer (rows are not kept in memory): the demo
// seed, the import tests and the import benchmark make their workbooks with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SheetRows {
  name: string;
  /** Rows of cell values: strings, numbers, booleans, Dates (written as dates), null (empty). */
  rows: Iterable<unknown[]>;
}

export async function writeXlsx(file: string, sheets: SheetRows[]) {
  // Loaded here, not with the module: `cairn serve` imports the seed but seeds in a child process.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: true,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row).commit();
    worksheet.commit();
  }
  await workbook.commit();
}

/** The workbook's bytes (for uploads). */
export async function xlsxBytes(sheets: SheetRows[]): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-xlsx-'));
  try {
    const file = path.join(dir, 'book.xlsx');
    await writeXlsx(file, sheets);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
