// A workbook's shared strings (the texts its cells refer to by number) in bounded memory.
// exceljs's reader keeps them all as JavaScript strings, so the memory a workbook takes grew with its
// sharedStrings.xml (issue 9). Here they go, as UTF-8, to a temporary file beside the workbook;
// memory holds their offsets (8 bytes a string, bounded by CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS)
// and a cache of recently read blocks (cells mostly refer to strings near the ones before them,
// and a small workbook's strings fit in the cache whole). A column of codes (currencies, countries)
// refers to the same few strings row after row: the last short string decoded at each slot of a
// small table is kept (at most 16,384 of up to 256 characters: 8 MB), so those are not decoded from
// UTF-8 again for every cell.
import fs from 'node:fs';

const BLOCK = 64 * 1024;
const CACHED_BLOCKS = 256; // 16 MB
const WRITE_BUFFER = 1 << 20;
const DECODED_SLOTS = 1 << 14;
const DECODED_MAX_LENGTH = 256;

export class SharedStrings {
  /** offsets[i] .. offsets[i + 1] are string i's bytes in the file. */
  private readonly offsets: number[] = [0];
  private readonly fd: number;
  private pending = Buffer.allocUnsafe(WRITE_BUFFER);
  private pendingLength = 0;
  private written = 0;
  private readonly blocks = new Map<number, Buffer>();
  /** Slot index % DECODED_SLOTS: the string last decoded there and its index (-1: none). */
  private readonly decoded: string[] = new Array<string>(DECODED_SLOTS).fill('');
  private readonly decodedIndex = new Int32Array(DECODED_SLOTS).fill(-1);

  constructor(private readonly file: string) {
    this.fd = fs.openSync(file, 'w+');
  }

  get count() {
    return this.offsets.length - 1;
  }

  add(text: string) {
    const length = Buffer.byteLength(text);
    if (this.pendingLength + length > this.pending.length) this.flush();
    if (length > this.pending.length) this.pending = Buffer.allocUnsafe(length);
    this.pendingLength += this.pending.write(text, this.pendingLength);
    this.offsets.push(this.written + this.pendingLength);
  }

  /** Call once every string is added, before the first `get`. */
  flush() {
    if (!this.pendingLength) return;
    fs.writeSync(this.fd, this.pending, 0, this.pendingLength, this.written);
    this.written += this.pendingLength;
    this.pendingLength = 0;
  }

  /** String `index`, or undefined when the workbook has no such string. */
  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    const slot = index & (DECODED_SLOTS - 1);
    if (this.decodedIndex[slot] === index) return this.decoded[slot];
    const text = this.read(index);
    if (text.length <= DECODED_MAX_LENGTH) {
      this.decoded[slot] = text;
      this.decodedIndex[slot] = index;
    }
    return text;
  }

  private read(index: number): string {
    const start = this.offsets[index];
    const end = this.offsets[index + 1];
    if (end === start) return '';
    const block = Math.floor(start / BLOCK);
    if (Math.floor((end - 1) / BLOCK) !== block) {
      const bytes = Buffer.allocUnsafe(end - start);
      fs.readSync(this.fd, bytes, 0, bytes.length, start);
      return bytes.toString('utf8');
    }
    return this.block(block).toString('utf8', start - block * BLOCK, end - block * BLOCK);
  }

  private block(n: number) {
    let bytes = this.blocks.get(n);
    if (bytes) {
      this.blocks.delete(n); // re-inserted below: the Map's order is least recently used first
    } else {
      bytes = Buffer.allocUnsafe(Math.min(BLOCK, this.written - n * BLOCK));
      fs.readSync(this.fd, bytes, 0, bytes.length, n * BLOCK);
      if (this.blocks.size >= CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    }
    this.blocks.set(n, bytes);
    return bytes;
  }

  close() {
    this.blocks.clear();
    fs.closeSync(this.fd);
    fs.rmSync(this.file, { force: true });
  }
}
