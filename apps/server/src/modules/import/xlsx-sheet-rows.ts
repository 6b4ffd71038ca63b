// A worksheet's rows, read from its XML with saxes (the XML parser exceljs's reader uses) and turned
// into values the way exceljs 4.4's WorksheetReader turns them (numbers, dates by their style's number
// format, booleans, shared and inline strings, a formula's cached result, errors).
//
// exceljs builds a Row, a Cell per cell, a Value object behind it and copies the cell's style, then
// Cairn asked each Row for its values and awaited it row by row: two thirds of a 1,000,000-row
// import went there and into collecting that garbage (issue 29). Here a row is one array of plain
// values, and rows come in batches, one per chunk of XML, so there is one await per chunk.
// Where exceljs got a cell wrong, this does not follow it: a cell without an `r` attribute is the one
// after the previous cell (exceljs failed), an inline string is all its runs (exceljs kept the last),
// text between </v> and </c> is not added to the value, entities are decoded once (exceljs decoded
// inline strings and formula texts twice), and elements with a namespace prefix (`x:c`) are read.
import { SaxesParser } from 'saxes';

/** A cell's value: null when the cell is there but holds nothing usable (an error, an unknown string). */
export type CellValue = string | number | boolean | Date | null;
/** A row's cells by column (0 is column A); a hole where the row has no cell with a value. */
export type SheetRow = (CellValue | undefined)[];

export interface SheetContext {
  /** Shared string `index`, undefined when the workbook has none such. */
  sharedString(index: number): string | undefined;
  /** Whether cell style `id` formats numbers as dates; undefined when the workbook has no such style. */
  dateStyle(id: number): boolean | undefined;
  /** The workbook counts days from 1904 (Mac Excel) rather than 1900. */
  date1904: boolean;
}

const A = 65;
const Z = 90;

/** The column of a cell reference ('AB12' -> 27, 0-based), or -1 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) & ~32; // upper case
    if (code < A || code > Z) break;
    col = col * 26 + code - A + 1;
  }
  return i ? col - 1 : -1;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** Excel's day number as a date (exceljs's excelToDate). */
const excelDate = (days: number, date1904: boolean) =>
  new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/** The rows of one worksheet's XML, in batches (one per chunk of text read). */
export async function* sheetRows(
  xml: AsyncIterable<string> | Iterable<string>,
  ctx: SheetContext,
): AsyncGenerator<SheetRow[]> {
  const parser = new SaxesParser({ xmlns: false, position: false } as const);
  let batch: SheetRow[] = [];
  let inData = false;
  let row: SheetRow | null = null;
  let rowDate = false;
  // The open cell: its column, type and date-ness; whether it has a formula; its <v> or inline text.
  let inCell = false;
  let col = -1;
  let type: string | undefined;
  let date = false;
  let formula = false;
  let text: string | null = null;
  let capture = false;
  let phonetic = false;
  const styleIsDate = (s: string | undefined) => (s ? ctx.dateStyle(parseInt(s, 10)) : undefined);

  const value = (): CellValue | undefined => {
    if (formula) return text === null ? null : type === 'str' ? text : parseFloat(text);
    if (text === null) return undefined;
    switch (type) {
      case 's':
        return ctx.sharedString(parseInt(text, 10)) ?? null;
      case 'inlineStr':
      case 'str':
        return text;
      case 'e':
        return null;
      case 'b':
        return parseInt(text, 10) !== 0;
      default:
        return date ? excelDate(parseFloat(text), ctx.date1904) : parseFloat(text);
    }
  };

  parser.on('opentag', (node) => {
    switch (localName(node.name)) {
      case 'sheetData':
        inData = true;
        break;
      case 'row':
        if (!inData) break;
        row = [];
        rowDate = styleIsDate(node.attributes.s) ?? false;
        col = -1;
        break;
      case 'c': {
        if (!row) break;
        const { r, s, t } = node.attributes;
        const at = r ? columnOf(r) : -1;
        col = at >= 0 ? at : col + 1;
        type = t;
        // A cell's own style decides; without one (or an unknown one) the row's, as exceljs did.
        date = (s && s !== '0' ? styleIsDate(s) : undefined) ?? rowDate;
        formula = false;
        text = null;
        inCell = true;
        break;
      }
      case 'f':
        if (inCell) formula = true;
        break;
      case 'v':
        if (inCell) {
          text = '';
          capture = true;
        }
        break;
      case 'is':
        if (inCell) text = '';
        break;
      case 't':
        if (inCell && !phonetic) {
          text ??= '';
          capture = true;
        }
        break;
      case 'rPh': // a phonetic reading of the text before it, not part of the value
        phonetic = inCell;
        break;
      default:
        break;
    }
  });
  const addText = (t: string) => {
    if (capture) text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (node) => {
    switch (localName(node.name)) {
      case 'sheetData':
        inData = false;
        break;
      case 'row':
        if (row) batch.push(row);
        row = null;
        break;
      case 'c':
        if (inCell) {
          const v = value();
          if (v !== undefined) row![col] = v;
        }
        inCell = false;
        capture = false;
        break;
      case 'v':
      case 't':
        capture = false;
        break;
      case 'rPh':
        phonetic = false;
        break;
      default:
        break;
    }
  });
  let error: Error | undefined;
  parser.on('error', (err) => (error ??= err));

  for await (const chunk of xml) {
    parser.write(chunk);
    if (error) throw error;
    if (batch.length) {
      yield batch;
      batch = [];
    }
  }
  parser.close();
  if (error) throw error;
  if (batch.length) yield batch;
}
