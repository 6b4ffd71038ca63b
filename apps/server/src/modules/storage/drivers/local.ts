// Local filesystem driver: files under <data>/storage. A write goes to a temporary file in the
// same filesystem and is renamed into place, which is atomic.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { isAlive } from '../../../db/lock.js';
import { byteLimit, type StorageDriver } from './driver.js';

// Uploads write in 1 MiB buffers: 16x fewer syscalls than the 64 KiB default on large files, still
// bounded memory. Downloads read in 64 KiB chunks, the socket's own size: measured against 1 MiB reads
// (plain Node HTTP, 1 GiB, 3 rounds each) 2.1-2.3 s vs 2.35-2.5 s, since a small chunk is on the wire
// while the next is read and stays in the CPU's cache between the two copies.
const WRITE_BUFFER = 1024 * 1024;
const READ_CHUNK = 64 * 1024;
/** A temporary file this old belongs to no upload still running, whoever wrote it. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  private readonly incoming: string;

  constructor(private readonly root: string) {
    this.incoming = path.join(root, '.incoming');
    fs.mkdirSync(this.incoming, { recursive: true });
    removeAbandonedUploads(this.incoming);
  }

  private pathOf(key: string) {
    const file = path.resolve(this.root, key);
    // Keys are made by Cairn, but a key must never point outside the root.
    if (!file.startsWith(this.root + path.sep) || key.includes('..'))
      throw new Error(`Invalid storage key ${key}`);
    return file;
  }

  async write(key: string, body: Readable, options: { maxBytes: number }) {
    const target = this.pathOf(key);
    const temp = path.join(this.incoming, `${HOST}.${process.pid}.${crypto.randomUUID()}`);
    const limit = byteLimit(options.maxBytes);
    const out = fs.createWriteStream(temp, { flags: 'wx', highWaterMark: WRITE_BUFFER });
    try {
      await pipeline(body, limit.counter, out);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(temp, target);
    } catch (err) {
      // A refused upload can fail before the file is even open: the stream opens it, then closes.
      // Removing it before that close would leave the file behind once it opens.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
    return { size: limit.size() };
  }

  async read(key: string) {
    const file = this.pathOf(key);
    const { size } = await fs.promises.stat(file);
    return { stream: fs.createReadStream(file, { highWaterMark: READ_CHUNK }), size };
  }

  /**
   * A hard link when the target is on the storage's filesystem (an import's run folder under the
   * data directory): no bytes move. Safe because a stored object is never written in place (writes
   * rename a new file over it) and the reader only reads. Elsewhere a copy (a clone where supported).
   */
  async saveTo(key: string, target: string) {
    const file = this.pathOf(key);
    try {
      await fs.promises.link(file, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw err;
      await fs.promises.copyFile(file, target, fs.constants.COPYFILE_FICLONE);
    }
    return (await fs.promises.stat(target)).size;
  }

  async remove(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** Temporary files left by uploads in progress (or by a crash); tests check it is empty. */
  pendingUploads() {
    return fs.readdirSync(this.incoming);
  }
}

/** The incoming folders this process has opened. */
const opened = new Set<string>();

/** This machine's name as temporary files carry it (no dots: they separate the name's parts). */
export const HOST = os.hostname().replace(/[^\w-]/g, '_');

/**
 * Removes the temporary files of uploads that ended with their process (`kill -9`, a crash, the
 * machine stopping): a 500 MB half-upload stayed on the disk for ever. A temporary file is named
 * `<host>.<pid>.<uuid>`; other processes may share this data directory (docs/deploy.md), so a file
 * goes only when its process is gone (this machine's, by its pid; this process has written none yet,
 * so its own pid is a predecessor's) or when it is too old for any upload still running.
 */
export function removeAbandonedUploads(incoming: string) {
  const now = Date.now();
  // A second driver on this directory in this process (a test's) must not take the first one's.
  const firstOpening = !opened.has(incoming);
  opened.add(incoming);
  for (const name of fs.readdirSync(incoming)) {
    const file = path.join(incoming, name);
    const [host, pid] = name.split('.');
    const ownersGone = host === HOST && (Number(pid) === process.pid ? firstOpening : !isAlive(Number(pid)));
    try {
      if (ownersGone || now - fs.statSync(file).mtimeMs > ABANDONED_AFTER_MS)
        fs.rmSync(file, { force: true });
    } catch {
      // Renamed into place or removed by its own process meanwhile.
    }
  }
}
