// Writes to one repository run one at a time (keyed by its path under the data directory). isomorphic-git is not safe for concurrent
// writers (a commit reads the branch head, writes objects, then moves the ref), so two writes must
// never interleave: an in-process queue per repository, and on PostgreSQL also a transaction-level
// advisory lock so that two Cairn processes sharing the data directory take turns. PGlite needs no
// database lock: only one process can open its data directory. Reads take no lock: a ref moves
// atomically (rename), and objects are written before the ref that makes them reachable.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export class RepositoryWriteLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly database: Pick<Database, 'db' | 'kind'>) {}

  /** Runs `write` once every earlier write to the same repository has finished, here and in other processes. */
  run<T>(key: string, write: () => Promise<T>): Promise<T> {
    return this.inThisProcess(key, () => this.acrossProcesses(key, write));
  }

  /** Runs `work` once every earlier one under `key` has finished in this process (other processes may run theirs). */
  inThisProcess<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the queue once it is empty, so the map does not grow with every engagement ever written.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return current;
  }

  private acrossProcesses<T>(key: string, write: () => Promise<T>): Promise<T> {
    if (this.database.kind !== 'postgres') return write();
    // The lock is released with the transaction, also when the write throws or the connection drops.
    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cairn.node-model:${key}`}, 0))`);
      return write();
    });
  }
}
