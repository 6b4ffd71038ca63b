// What an XLSX may expand to, checked before any of it is expanded (issue 9: a 3 MB file whose
// sharedStrings.xml inflates to 1.5 GB grew the server by 1.5 GB). An XLSX is a zip of XML parts;
// the zip's end record and central directory say how many parts there are and how large each is
// once inflated, so a bomb is refused from a few kilobytes read at the end of the file. While a part
// streams, it is held to what the directory says, so a directory that lies cannot get past either.
import fs from 'node:fs';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { XlsxLimits } from '../../config.js';
import { ImportProblem } from './import-problem.js';

export interface ZipPart {
  path: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** No cell holds more than 32,767 characters (Excel's limit), so no XML text between tags needs more than this. */
const MAX_TEXT_BYTES = 1 << 20;

const KB = 1024;
const MB = 1024 * KB;
const number = (n: number, digits = 1) => n.toLocaleString('en-GB', { maximumFractionDigits: digits });
/** A size in the unit that reads best: 512 B, 3 KB, 91.1 MB, 1.4 GB (binary units, as file managers show). */
export const sizeText = (bytes: number) =>
  bytes < KB
    ? `${number(bytes, 0)} B`
    : bytes >= 1024 * MB
      ? `${number(bytes / (1024 * MB))} GB`
      : bytes >= MB
        ? `${number(bytes / MB)} MB`
        : `${number(bytes / KB)} KB`;

const refused = (why: string) => new ImportProblem(`was not imported: ${why}.`);

/**
 * The number of entries the zip's end record announces (zip64 too), read before the central
 * directory is parsed: unzipper builds an object per entry. Undefined when there is no end record
 * (then unzipper says the file is not a zip).
 */
export async function zipEntryCount(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff); // the end record and the longest comment
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0 || end + 22 > tail.length) return undefined;
    const entries = tail.readUInt16LE(end + 10);
    if (entries !== 0xffff && tail.readUInt32LE(end + 16) !== 0xffffffff) return entries;
    // zip64: a locator just before the end record points at the zip64 end record.
    const locator = end - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) return entries;
    const record = Buffer.alloc(56);
    await handle.read(record, 0, 56, Number(tail.readBigUInt64LE(locator + 8)));
    if (record.readUInt32LE(0) !== 0x06064b50) return entries;
    return Number(record.readBigUInt64LE(32));
  } finally {
    await handle.close();
  }
}

export function checkEntryCount(entries: number | undefined, limits: XlsxLimits) {
  if (entries !== undefined && entries > limits.maxEntries)
    throw refused(
      `it has ${number(entries)} parts, over the limit of ${number(limits.maxEntries)} (CAIRN_IMPORT_XLSX_MAX_ENTRIES)`,
    );
}

/** Refuses a workbook whose central directory says it expands beyond the limits. */
export function checkDirectory(parts: ZipPart[], limits: XlsxLimits) {
  checkEntryCount(parts.length, limits);
  const largest = parts.reduce<ZipPart | undefined>(
    (max, p) => (!max || p.uncompressedSize > max.uncompressedSize ? p : max),
    undefined,
  );
  if (largest && largest.uncompressedSize > limits.maxPartBytes)
    throw refused(
      `its part ${largest.path} expands to ${sizeText(largest.uncompressedSize)}, over the limit of ${sizeText(limits.maxPartBytes)} (CAIRN_IMPORT_XLSX_MAX_PART_MB)`,
    );
  for (const part of parts) {
    if (part.uncompressedSize <= limits.ratioAboveBytes) continue;
    const ratio = part.uncompressedSize / Math.max(part.compressedSize, 1);
    if (ratio > limits.maxRatio)
      throw refused(
        `its part ${part.path} expands ${number(ratio, 0)} times (${sizeText(part.compressedSize)} to ${sizeText(part.uncompressedSize)}), over the limit of ${number(limits.maxRatio)} times for parts over ${sizeText(limits.ratioAboveBytes)} (CAIRN_IMPORT_XLSX_MAX_RATIO)`,
      );
  }
  const total = parts.reduce((sum, p) => sum + p.uncompressedSize, 0);
  if (total > limits.maxTotalBytes)
    throw refused(
      `its parts expand to ${sizeText(total)} in all, over the limit of ${sizeText(limits.maxTotalBytes)} (CAIRN_IMPORT_XLSX_MAX_TOTAL_MB)`,
    );
}

export function checkSharedStringCount(count: number, limits: XlsxLimits, declared: boolean) {
  if (count > limits.maxSharedStrings)
    throw refused(
      `it has ${declared ? '' : 'more than '}${number(declared ? count : limits.maxSharedStrings)} shared strings, over the limit of ${number(limits.maxSharedStrings)} (CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS)`,
    );
}

/**
 * A part's inflated bytes, held to the size the central directory gave it (checked against the
 * limits) and to texts no cell could hold, so the XML parser never buffers more than that. It comes
 * out as text: exceljs decodes each chunk on its own, which garbled a character split between two
 * chunks; the stream's own decoder carries it over.
 */
export function guardedPart(entry: Readable, part: ZipPart): Readable {
  let bytes = 0;
  let sinceTag = 0;
  const lt = 0x3c; // '<'
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > part.uncompressedSize)
        return done(
          new ImportProblem(
            `cannot be read as an Excel workbook (its part ${part.path} expands to more than the ${sizeText(part.uncompressedSize)} its zip directory says)`,
          ),
        );
      // Inflated chunks are 16 KB, so a run longer than the limit always spans chunks.
      const first = chunk.indexOf(lt);
      if (first < 0) sinceTag += chunk.length;
      else if (sinceTag + first > MAX_TEXT_BYTES) sinceTag += first;
      else sinceTag = chunk.length - chunk.lastIndexOf(lt) - 1;
      if (sinceTag > MAX_TEXT_BYTES)
        return done(
          new ImportProblem(
            `cannot be read as an Excel workbook (its part ${part.path} holds a text of more than ${sizeText(MAX_TEXT_BYTES)}; Excel's cells hold at most 32,767 characters)`,
          ),
        );
      done(null, chunk);
    },
  });
  return pipeline(entry, guard, () => undefined).setEncoding('utf8');
}
