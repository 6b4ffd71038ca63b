// A streaming zip writer for tests and benchmarks that need zips no library writes on purpose:
// parts in any stored order, and parts far larger than memory (an "XLSX bomb" whose
// sharedStrings.xml inflates to gigabytes). Each part is deflated as its chunks arrive; its
// local header's CRC and sizes are filled in afterwards, so nothing is held whole. No zip64:
// parts and the whole must stay under 4 GB.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's bytes, in pieces (a generator keeps a huge part out of memory). */
  content: string | Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
}

/** A part's local header, its CRC and sizes left for `sized` once they are known. */
function localHeader(name: Buffer) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(name.length, 26);
  return header;
}

function sized(header: Buffer, crc: number, packed: number, size: number) {
  header.writeUInt32LE(crc >>> 0, 14);
  header.writeUInt32LE(packed, 18);
  header.writeUInt32LE(size, 22);
  return header;
}

/** A part's central directory entry: its local header's fields and where that header starts. */
function centralEntry(header: Buffer, start: number, name: Buffer) {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  header.copy(entry, 10, 8, 30); // method .. name length are the same fields
  entry.writeUInt32LE(start, 42);
  return Buffer.concat([entry, name]);
}

/** The central directory and its end record, the directory starting at `offset`. */
function directoryAndEnd(central: Buffer[], offset: number) {
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

/** A small zip in memory, its parts (name, text) in the given stored order. */
export function zipBytes(parts: [name: string, text: string][]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [partName, text] of parts) {
    const name = Buffer.from(partName);
    const data = Buffer.from(text);
    const packed = zlib.deflateRawSync(data);
    const header = sized(localHeader(name), zlib.crc32(data), packed.length, data.length);
    central.push(centralEntry(header, offset, name));
    local.push(header, name, packed);
    offset += header.length + name.length + packed.length;
  }
  return Buffer.concat([...local, directoryAndEnd(central, offset)]);
}

export async function writeZip(file: string, parts: ZipPart[]) {
  const out = await fs.promises.open(file, 'w');
  const central: Buffer[] = [];
  let offset = 0;
  const write = async (data: Buffer, position = offset) => {
    await out.write(data, 0, data.length, position);
    if (position === offset) offset += data.length;
  };
  try {
    for (const part of parts) {
      const name = Buffer.from(part.name);
      const start = offset;
      const header = localHeader(name);
      await write(Buffer.concat([header, name]));
      let crc = 0;
      let size = 0;
      let packed = 0;
      const source = typeof part.content === 'string' ? [part.content] : part.content;
      await pipeline(
        Readable.from(source, { objectMode: false }),
        async function* (chunks: AsyncIterable<Buffer | string>) {
          for await (const chunk of chunks) {
            const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            crc = zlib.crc32(data, crc);
            size += data.length;
            yield data;
          }
        },
        zlib.createDeflateRaw(),
        async (deflated: AsyncIterable<Buffer>) => {
          for await (const chunk of deflated) {
            packed += chunk.length;
            await write(chunk);
          }
        },
      );
      await write(sized(header, crc, packed, size).subarray(14, 26), start + 14);
      central.push(centralEntry(header, start, name));
    }
    await write(directoryAndEnd(central, offset));
  } finally {
    await out.close();
  }
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A valid one-sheet workbook whose xl/sharedStrings.xml holds `strings` copies of a text of
 * `length` 'a's (it compresses about 1000 to 1); its sheet shows the first string under a header.
 * `declareCount: false` leaves out the uniqueCount that says how many strings follow.
 */
export async function writeXlsxBomb(
  file: string,
  strings: number,
  { length = 1000, declareCount = true }: { length?: number; declareCount?: boolean } = {},
) {
  const si = `<si><t>${'a'.repeat(length)}</t></si>`;
  const batch = Math.max(1, Math.floor((1 << 20) / si.length));
  const block = Buffer.from(si.repeat(batch));
  await writeZip(file, [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>text</t></is></c></row><row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      content: (function* () {
        const counts = declareCount ? ` count="${strings}" uniqueCount="${strings}"` : '';
        yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}"${counts}>`;
        for (let left = strings; left > 0; left -= batch)
          yield left >= batch ? block : Buffer.from(si.repeat(left));
        yield '</sst>';
      })(),
    },
  ]);
}
