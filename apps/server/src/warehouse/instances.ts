// The engagement files this process has open, one opener per file at most. DuckDB locks a file for
// one process, but inside a process it would happily open the same file twice and let the two
// instances overwrite each other, so every open goes through here:
// - a writer (a pipeline run, whose warehouse process opens the file) waits until nobody in this
//   process has the file open; writers of one engagement take turns;
// - a reader (table preview, table list) shares whatever is open — a run's warehouse process
//   included, it only reads committed tables — or opens the file read-only for the moment it needs it.
// The last one out closes it, which releases DuckDB's file lock for other processes. A read-only
// instance stays open `readLingerMs` after its last reader (opening it costs several times a table
// list's query, most of a preview's time under load), unless a writer wants the file first.
import type { DuckDBInstance } from '@duckdb/node-api';
import type { OpenMode } from './open-instance.js';
import type { WarehouseProcess } from './process/warehouse-process.js';

/** What holds a file open: a read-only instance in this process, or a run's warehouse process. */
export type OpenFile =
  { kind: 'local'; instance: DuckDBInstance } | { kind: 'process'; process: WarehouseProcess };

interface Entry {
  open: OpenFile;
  mode: OpenMode;
  users: number;
  /** Set once the last user left and the file is being closed. */
  closing?: Promise<void>;
  /** A read-only instance nobody uses, kept open until this timer closes it (or a writer comes). */
  lingering?: NodeJS.Timeout;
}

export interface InstanceLease {
  readonly open: OpenFile;
  readonly mode: OpenMode;
  /** Gives the file back; the last lease closes it (resolves once closed). Safe to call twice. */
  release(): Promise<void>;
}

async function closeFile(open: OpenFile) {
  if (open.kind === 'local') open.instance.closeSync();
  else await open.process.close();
}

export class WarehouseInstances {
  /** @param readLingerMs how long an unused read-only instance stays open (0: closed at once). */
  constructor(private readonly readLingerMs = 0) {}

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

  private close(file: string, entry: Entry): Promise<void> {
    clearTimeout(entry.lingering);
    entry.lingering = undefined;
    entry.closing ??= (async () => {
      await closeFile(entry.open).catch(() => undefined);
      if (this.entries.get(file) === entry) this.entries.delete(file);
      const waiting = this.closed.get(file) ?? [];
      this.closed.delete(file);
      waiting.forEach((wake) => wake());
    })();
    return entry.closing;
  }

  private lease(file: string, entry: Entry): InstanceLease {
    let released: Promise<void> | undefined;
    return {
      open: entry.open,
      mode: entry.mode,
      release: () => {
        released ??= (async () => {
          entry.users -= 1;
          if (entry.users > 0) return;
          if (entry.mode === 'read' && entry.open.kind === 'local' && this.readLingerMs > 0) {
            entry.lingering = setTimeout(() => void this.close(file, entry), this.readLingerMs);
            entry.lingering.unref();
            return;
          }
          await this.close(file, entry);
        })();
        return released;
      },
    };
  }

  /** Exclusive read-write use of `file` in this process; `open` opens it. */
  async write(file: string, open: () => Promise<OpenFile>): Promise<InstanceLease> {
    for (;;) {
      // The wait is registered while the entry is still there, so its close cannot slip past it.
      const taken = await this.serial(file, async () => {
        const current = this.entries.get(file);
        if (current) {
          const wait = this.untilClosed(file);
          // A lingering read-only instance gives way at once.
          if (current.lingering) void this.close(file, current);
          return { wait };
        }
        const entry: Entry = { open: await open(), mode: 'write', users: 1 };
        this.entries.set(file, entry);
        return { lease: this.lease(file, entry) };
      });
      if (taken.lease) return taken.lease;
      await taken.wait;
    }
  }

  /** Shared read use: what is open in this process, or `open` (read-only) when nothing is. */
  async read(file: string, open: () => Promise<OpenFile>): Promise<InstanceLease> {
    for (;;) {
      const taken = await this.serial(file, async () => {
        let entry = this.entries.get(file);
        if (entry?.closing) return { wait: this.untilClosed(file) };
        if (entry) {
          clearTimeout(entry.lingering);
          entry.lingering = undefined;
          entry.users += 1;
        } else {
          entry = { open: await open(), mode: 'read', users: 1 };
          this.entries.set(file, entry);
        }
        return { lease: this.lease(file, entry) };
      });
      if (taken.lease) return taken.lease;
      await taken.wait;
    }
  }

  /** Whether this process has `file` open (tests; shutdown checks). */
  isOpen(file: string) {
    return this.entries.has(file);
  }

  /** The warehouse processes open now (tests look for them). */
  processes(): WarehouseProcess[] {
    return [...this.entries.values()].flatMap((e) => (e.open.kind === 'process' ? [e.open.process] : []));
  }
}
