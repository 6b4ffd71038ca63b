// Writes to one engagement's repository run one at a time. isomorphic-git is not safe for concurrent
// writers (a commit reads the branch head, writes objects, then moves the ref), so two writes must
// never interleave: an in-process queue per engagement, and on PostgreSQL also a transaction-level
// advisory lock so that two Cairn processes sharing the data directory take turns. PGlite needs no
// database lock: only one process can open its data directory. Reads take no lock: a ref moves
// atomically (rename), and objects are written before the ref that makes them reachable.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export class RepositoryWriteLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly database: Pick<Database, 'db' | 'kind'>) {}

  /** Runs `write` once every earlier write to the same engagement has finished, here and in other processes. */
  run<T>(engagementId: string, write: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(engagementId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => this.acrossProcesses(engagementId, write));
    const tail = current.catch(() => undefined);
    this.tails.set(engagementId, tail);
    // Forget the queue once it is empty, so the map does not grow with every engagement ever written.
    void tail.then(() => {
      if (this.tails.get(engagementId) === tail) this.tails.delete(engagementId);
    });
    return current;
  }

  private acrossProcesses<T>(engagementId: string, write: () => Promise<T>): Promise<T> {
    if (this.database.kind !== 'postgres') return write();
    // The lock is released with the transaction, also when the write throws or the connection drops.
    return this.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`cairn.node-model:${engagementId}`}, 0))`,
      );
      return write();
    });
  }
}
