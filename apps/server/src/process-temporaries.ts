// Temporary files and folders a process writes into a directory other processes may share (one data
// directory for several servers and workers, docs/deploy.md): an upload's file before it is renamed
// into place, a run's scratch folder (the files an import hands to the warehouse). Each is named
// `<host>.<pid>.<rest>`, so what a process killed with `kill -9` left can be told from what a live one
// is still writing, and removed when the next process opens the directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from './db/lock.js';

/** This machine's name as temporary names carry it (no dots: they separate the name's parts). */
export const HOST = os.hostname().replace(/[^\w-]/g, '_');

/** A temporary name this process owns. */
export const ownedName = (rest: string) => `${HOST}.${process.pid}.${rest}`;

/** Whatever is this old belongs to no upload or run still going, whoever wrote it. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** The directories this process has opened. */
const opened = new Set<string>();

/**
 * Removes the temporaries whose process is gone: this machine's, by their pid (this process has
 * written none yet when it first opens the directory, so its own pid is a predecessor's), or any
 * older than a day.
 */
export function removeAbandoned(directory: string) {
  const now = Date.now();
  // A second opening in this process (a test's second server) must not take the first one's.
  const firstOpening = !opened.has(directory);
  opened.add(directory);
  let names: string[];
  try {
    names = fs.readdirSync(directory);
  } catch {
    return; // nothing was ever written here
  }
  for (const name of names) {
    const entry = path.join(directory, name);
    const [host, pid] = name.split('.');
    const ownersGone = host === HOST && (Number(pid) === process.pid ? firstOpening : !isAlive(Number(pid)));
    try {
      if (ownersGone || now - fs.statSync(entry).mtimeMs > ABANDONED_AFTER_MS)
        fs.rmSync(entry, { recursive: true, force: true });
    } catch {
      // Renamed into place or removed by its own process meanwhile.
    }
  }
}

/** The data directory's folder for runs' scratch folders. */
export const scratchRoot = (dataDir: string) => path.join(dataDir, 'tmp');

/** A new scratch folder of this process under the data directory (`label`: the run kind and id). */
export function scratchDirectory(dataDir: string, label: string) {
  // Opened now: a later look at the directory from this process must not take this folder.
  opened.add(scratchRoot(dataDir));
  fs.mkdirSync(scratchRoot(dataDir), { recursive: true });
  return fs.mkdtempSync(path.join(scratchRoot(dataDir), ownedName(`${label}-`)));
}
