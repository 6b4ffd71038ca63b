// Where the bytes of stored files live. Every driver streams (no whole file in memory) and writes
// atomically: an object appears whole or not at all.
import { Transform, type Readable } from 'node:stream';

export interface StorageDriver {
  readonly kind: 'local' | 'azure-blob' | 'aws-s3';
  /** Streams `body` to `key`; throws (leaving nothing) when the stream fails or passes `maxBytes`. */
  write(
    key: string,
    body: Readable,
    options: { maxBytes: number; contentType?: string },
  ): Promise<{ size: number }>;
  read(key: string): Promise<{ stream: Readable; size: number }>;
  remove(key: string): Promise<void>;
  /**
   * Puts the object at `target`, a file on this machine, more cheaply than streaming it (a hard
   * link on the same filesystem); drivers that cannot leave it out. Returns the size.
   */
  saveTo?(key: string, target: string): Promise<number>;
}

export class UploadTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }
}

/** Counts bytes going through and fails the stream past the limit. */
export function byteLimit(maxBytes: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) done(new UploadTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return { counter, size: () => size };
}
