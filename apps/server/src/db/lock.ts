// A lock file in the PGlite directory so that a second Cairn process on the same data is refused
// with a clear message instead of corrupting it.
import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DataDirectoryLockedError extends Error {}

/** Whether a process of this machine runs under `pid` (EPERM: it does, as another user). */
export function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = path.join(dir, 'cairn.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirectoryLockedError(
          `The embedded database in ${dir} is in use by another Cairn process (pid ${owner}). ` +
            'Stop that process, use another CAIRN_DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.unlinkSync(file); // left behind by a process that died
    }
  }
  throw new DataDirectoryLockedError(`Could not lock ${dir}`);
}
