// The DuckDB instances this process has open, one per engagement file at most. DuckDB locks a file
// for one process, but inside a process it would happily open the same file twice and let the two
// instances overwrite each other, so every open goes through here:
// - a writer (a pipeline run) waits until nobody in this process has the file open, then opens it
//   read-write; writers of one engagement take turns;
// - a reader (table preview, table list) shares whatever instance is open — a run's included, it
//   only reads committed tables — or opens the file read-only for the moment it needs it.
// The last one out closes the instance, which releases DuckDB's file lock for other processes.
import { DuckDBInstance } from '@duckdb/node-api';

export type OpenMode = 'write' | 'read';

interface Entry {
  instance: DuckDBInstance;
  mode: OpenMode;
  users: number;
}

export interface InstanceLease {
  readonly instance: DuckDBInstance;
  readonly mode: OpenMode;
  /** Gives the instance back; the last lease closes it. Safe to call twice. */
  release(): void;
}

export class WarehouseInstances {
  private readonly entries = new Map<string, Entry>();
  /** Opening decisions of one file happen one at a time, so two callers never open it twice. */
  private readonly deciding = new Map<string, Promise<unknown>>();
  private readonly closed = new Map<string, Array<() => void>>();

  private serial<T>(file: string, fn: () => Promise<T>): Promise<T> {
    const before = this.deciding.get(file) ?? Promise.resolve();
    const mine = before.then(fn, fn);
    const tail = mine.catch(() => undefined);
    this.deciding.set(file, tail);
    void tail.then(() => {
      if (this.deciding.get(file) === tail) this.deciding.delete(file);
    });
    return mine;
  }

  private untilClosed(file: string) {
    return new Promise<void>((resolve) => {
      const waiting = this.closed.get(file) ?? [];
      waiting.push(resolve);
      this.closed.set(file, waiting);
    });
  }

  private lease(file: string, entry: Entry): InstanceLease {
    let released = false;
    return {
      instance: entry.instance,
      mode: entry.mode,
      release: () => {
        if (released) return;
        released = true;
        entry.users -= 1;
        if (entry.users > 0) return;
        this.entries.delete(file);
        entry.instance.closeSync();
        const waiting = this.closed.get(file) ?? [];
        this.closed.delete(file);
        waiting.forEach((wake) => wake());
      },
    };
  }

  /** Exclusive read-write use of `file` in this process; `open` creates the instance. */
  async write(file: string, open: () => Promise<DuckDBInstance>): Promise<InstanceLease> {
    for (;;) {
      const taken = await this.serial(file, async () => {
        if (this.entries.has(file)) return null;
        const entry: Entry = { instance: await open(), mode: 'write', users: 1 };
        this.entries.set(file, entry);
        return this.lease(file, entry);
      });
      if (taken) return taken;
      await this.untilClosed(file);
    }
  }

  /** Shared read use: the instance open in this process, or `open` (read-only) when there is none. */
  read(file: string, open: () => Promise<DuckDBInstance>): Promise<InstanceLease> {
    return this.serial(file, async () => {
      let entry = this.entries.get(file);
      if (entry) entry.users += 1;
      else {
        entry = { instance: await open(), mode: 'read', users: 1 };
        this.entries.set(file, entry);
      }
      return this.lease(file, entry);
    });
  }

  /** Whether this process has `file` open (tests; shutdown checks). */
  isOpen(file: string) {
    return this.entries.has(file);
  }
}
