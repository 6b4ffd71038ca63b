// One way to hold a task in a table that several workers poll (issue 25): claim waiting rows with
// FOR UPDATE SKIP LOCKED (two workers never take one row), beat a heartbeat column while the work
// runs, let any worker reap the rows whose owner stopped beating, and write the end only while the
// row is still this owner's (a reaped task keeps what the reaper wrote). Every change is one short
// statement or transaction: PGlite has a single connection. jobs/poller.ts is the loop around it.
//
// Users: deployment tasks (claim, whileHeld, reapStale, finish), RBAC tasks (the same, with
// updatedAt as the heartbeat: the table has no heartbeat column and a task's time is its last
// change), and pipeline runs (heartbeat, reapStale, finish, held). Runs keep their own claim in
// run-queue.ts because it is not "the oldest waiting rows": a run is only startable when no earlier
// run of its engagement is queued, its claim takes the engagement's warehouse lease (a row of
// another table whose primary key refuses a second holder, skipping the candidate when taken), a
// tenant at its limit on this worker goes after every other tenant, and the start is written to the
// run log in the same transaction. Their heartbeat is one timer for all the worker's runs, reading
// each run's status back (Canceling, or lost), so they call heartbeat(ids) rather than whileHeld.
import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';

/** A table of tasks: any columns, among them the uuid `id`. */
export type TaskTable = PgTable & { id: AnyPgColumn };
export type TaskRow<T extends TaskTable> = T['$inferSelect'];
/** Columns to write (values or SQL), checked against the table at the caller. */
export type TaskPatch<T extends TaskTable> = PgUpdateSetSource<T>;

export interface TaskTableSpec<T extends TaskTable, Status> {
  table: T;
  status: AnyPgColumn;
  /** Who holds the task (a worker id); null when nobody does. */
  owner: AnyPgColumn;
  /** Stamped with now() on claim and on every beat; older than the stale limit means a dead owner. */
  heartbeat: AnyPgColumn;
  /** Claim order, oldest first; ends with a unique column so the order is total. */
  order: AnyPgColumn[];
  /** Statuses a claim may take. */
  waiting: Status[];
  /** Statuses of a held task (claimed and not ended). */
  held: Status[];
  /** The status a claim sets (one of `held`). */
  claimedAs: Status;
  /** More columns a claim sets (e.g. updatedAt). */
  onClaim?: () => TaskPatch<T>;
}

/**
 * The lease a worker holds what it claimed under, one for runs, deployment tasks and RBAC tasks
 * (config.runs, from CAIRN_RUN_HEARTBEAT_SECONDS): beaten every `heartbeatSeconds`, reaped by any
 * worker once `staleSeconds` (3 beats) passed without a beat.
 */
export interface TaskLease {
  heartbeatSeconds: number;
  staleSeconds: number;
}

/** The lease at the configuration's default (a heartbeat every 5 s), for runners built outside a worker. */
export const DEFAULT_TASK_LEASE: TaskLease = { heartbeatSeconds: 5, staleSeconds: 15 };

/** An owner id naming its process (host:pid:kind-random), as a run's worker id does. */
export const taskOwnerId = (kind: string) =>
  `${os.hostname()}:${process.pid}:${kind}-${crypto.randomBytes(3).toString('hex')}`;

export interface BeatOptions {
  everyMs: number;
  onError: (err: unknown) => void;
}

export class TaskClaimer<T extends TaskTable, Status extends string | number> {
  // Drizzle cannot check a generic table in `update`; rows are cast back to T's on the way out.
  private readonly source: PgTable;
  private readonly keyOf: (column: AnyPgColumn) => string;

  constructor(
    private readonly db: Db,
    readonly ownerId: string,
    private readonly spec: TaskTableSpec<T, Status>,
  ) {
    this.source = spec.table;
    const columns = Object.entries(getTableColumns(spec.table));
    this.keyOf = (column) => {
      const entry = columns.find(([, c]) => c === column);
      if (!entry) throw new Error(`Column ${column.name} is not a column of the task table.`);
      return entry[0];
    };
    for (const column of [spec.status, spec.owner, spec.heartbeat]) this.keyOf(column);
  }

  /** The task `id` (or, without it, every task) held by this owner: claimed, not ended, not reaped. */
  held(id?: string): SQL {
    const { table, status, owner, held } = this.spec;
    return and(
      id === undefined ? undefined : eq(table.id, id),
      eq(owner, this.ownerId),
      inArray(status, held),
    )!;
  }

  /** Takes up to `limit` waiting tasks, oldest first, skipping rows another claimer has locked. */
  async claim(limit: number): Promise<TaskRow<T>[]> {
    const { table, status, waiting, order } = this.spec;
    const claimed = await this.db.transaction(async (tx) => {
      const next = await tx
        .select({ id: table.id })
        .from(this.source)
        .where(inArray(status, waiting))
        .orderBy(...order)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!next.length) return { order: [], rows: [] as TaskRow<T>[] };
      const ids = next.map((r) => r.id as string);
      const rows = await tx
        .update(this.source)
        .set(
          this.patch({
            ...this.spec.onClaim?.(),
            [this.keyOf(status)]: this.spec.claimedAs,
            [this.keyOf(this.spec.owner)]: this.ownerId,
            [this.keyOf(this.spec.heartbeat)]: sql`now()`,
          }),
        )
        .where(and(inArray(table.id, ids), inArray(status, waiting)))
        .returning();
      return { order: ids, rows: rows as TaskRow<T>[] };
    });
    // UPDATE ... RETURNING keeps no order: hand the tasks out in the order they were chosen.
    const byId = new Map(claimed.rows.map((r) => [(r as { id: string }).id, r]));
    return claimed.order.flatMap((id): TaskRow<T>[] => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** Stamps the heartbeat of these tasks where still held; answers their status (absent: lost). */
  async heartbeat(ids: readonly string[]): Promise<Map<string, Status>> {
    if (!ids.length) return new Map();
    const { table, status } = this.spec;
    const rows = await this.db
      .update(this.source)
      .set(this.patch({ [this.keyOf(this.spec.heartbeat)]: sql`now()` }))
      .where(and(inArray(table.id, [...ids]), this.held()))
      .returning({ id: table.id, status });
    return new Map(rows.map((r) => [r.id as string, r.status as Status]));
  }

  /**
   * Runs `work` while beating the tasks' heartbeat every `everyMs`; the beats stop (the one in
   * flight awaited) when the work ends, however it ends. Tasks ended meanwhile are no longer beaten.
   */
  async whileHeld<R>(ids: readonly string[], work: () => Promise<R>, beat: BeatOptions): Promise<R> {
    let inFlight: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      inFlight ??= this.heartbeat(ids)
        .catch(beat.onError)
        .finally(() => (inFlight = undefined));
    }, beat.everyMs);
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
      await inFlight;
    }
  }

  /**
   * Moves every held task whose heartbeat is older than `staleSeconds` (its owner died or was cut
   * off) to `to`, whoever owned it; answers the reaped rows. In the caller's transaction when given.
   */
  async reapStale(staleSeconds: number, to: TaskPatch<T>, tx: Db | Tx = this.db): Promise<TaskRow<T>[]> {
    const { status, held, heartbeat } = this.spec;
    const rows = await tx
      .update(this.source)
      .set(this.patch(to))
      .where(and(inArray(status, held), lt(heartbeat, sql`now() - make_interval(secs => ${staleSeconds})`)))
      .returning();
    return rows as TaskRow<T>[];
  }

  /**
   * Writes `patch` (normally the end) only while the task is still held by this owner, and with
   * `onlyIf` only in that status; answers the row, or undefined when it is no longer ours.
   */
  async finish(
    id: string,
    patch: TaskPatch<T>,
    options: { tx?: Db | Tx; onlyIf?: Status } = {},
  ): Promise<TaskRow<T> | undefined> {
    const { tx = this.db, onlyIf } = options;
    const [row] = await tx
      .update(this.source)
      .set(this.patch(patch))
      .where(and(this.held(id), onlyIf === undefined ? undefined : eq(this.spec.status, onlyIf)))
      .returning();
    return row as TaskRow<T> | undefined;
  }

  private patch(values: Record<string, unknown>): PgUpdateSetSource<PgTable> {
    return values;
  }
}
