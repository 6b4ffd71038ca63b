// Streams a stored file to the run's temporary directory. DuckDB reads UTF-8 (and checks it line by
// line); any other encoding (latin1, windows-1252, utf-16le, shift_jis: the WHATWG labels Node
// knows) is decoded on the way, so the file DuckDB reads is always UTF-8 with the same lines.
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

function toUtf8(encoding: string) {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
    },
    flush(done) {
      done(null, Buffer.from(decoder.decode(), 'utf8'));
    },
  });
}

const canonicalEncoding = (encoding: string) => new TextDecoder(encoding.trim()).encoding;

/** Whether a file in this encoding can be read by DuckDB as it is (any label of UTF-8). */
export const isUtf8 = (encoding: string) => canonicalEncoding(encoding) === 'utf-8';

/** Writes `source` to `target` as UTF-8; returns the bytes written. Stops when `signal` fires. */
export async function saveAsUtf8(source: Readable, target: string, encoding: string, signal?: AbortSignal) {
  const canonical = canonicalEncoding(encoding);
  const out = fs.createWriteStream(target);
  if (canonical === 'utf-8') await pipeline(source, out, { signal });
  else await pipeline(source, toUtf8(canonical), out, { signal });
  return out.bytesWritten;
}
