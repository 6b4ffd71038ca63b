// One versioned-configuration store (issue 25): engagement configurations, Gain import
// configurations, brokers, API connections and Cairn dashboards keep one row per saved version
// (1, 2, 3 ... per object, unique with the object's key), never change a row, and restore an old
// version by appending it again. This is that logic once, over each module's own table; the module
// keeps its rules, its errors and its presenter.
//
// Two writers of one object: with `lockName` an append waits for the other's transaction (a
// transaction-scoped advisory lock), so both get consecutive versions; without it the table's
// unique index refuses the second (`conflict`), which is what a form editing a version it read wants.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';
import { isUniqueViolation } from './unique-violation.js';

/** A table of versions: any columns, among them the integer `version`. */
export type VersionTable = PgTable & { version: AnyPgColumn };
export type VersionRow<T extends VersionTable> = T['$inferSelect'];
/** A new version's columns; the store numbers it. */
export type NewVersion<T extends VersionTable> = Omit<T['$inferInsert'], 'version'>;

/** Why a restore is refused: the object has no versions, there is no such version, or it is the newest. */
export type RestoreRefusal = 'none' | 'missing' | 'newest';

export class VersionConflict extends Error {
  constructor() {
    super('Another version was saved meanwhile.');
  }
}

export interface VersionedStoreSpec<T extends VersionTable, Key> {
  table: T;
  /** The rows of one object's versions. */
  of: (key: Key) => SQL | undefined;
  /** The columns that name one object, for `latestOfEach` (e.g. engagement and name). */
  identity?: readonly (AnyPgColumn | SQL)[];
  /** Queue concurrent appends of one object behind an advisory lock of this name. */
  lockName?: (key: Key) => string;
  /** The error a version taken meanwhile becomes (default VersionConflict). */
  conflict?: () => Error;
}

export interface VersionedStore<T extends VersionTable, Key> {
  /** The newest version, the object as it stands. */
  latest(db: Db | Tx, key: Key): Promise<VersionRow<T> | undefined>;
  /** The newest version of every object `where` selects (`identity` required), ordered by identity. */
  latestOfEach(db: Db | Tx, where?: SQL): Promise<VersionRow<T>[]>;
  at(db: Db | Tx, key: Key, version: number): Promise<VersionRow<T> | undefined>;
  /** Every version, newest first. */
  history(db: Db | Tx, key: Key): Promise<VersionRow<T>[]>;
  /**
   * Appends the next version in the caller's transaction. `after` is the version the caller's edit
   * started from (0: a new object): a version saved since is a conflict. Without it, after the newest.
   */
  append(tx: Db | Tx, key: Key, values: NewVersion<T>, options?: { after?: number }): Promise<VersionRow<T>>;
  /**
   * Appends an earlier version again as the newest; `values` makes the new row from the chosen one
   * (who restored it, from which version) and the newest. Any version but the newest; `refuse` says
   * what to throw.
   */
  restoreAsNew(
    tx: Db | Tx,
    key: Key,
    version: number,
    values: (chosen: VersionRow<T>, newest: VersionRow<T>) => NewVersion<T>,
    refuse: (reason: RestoreRefusal) => Error,
  ): Promise<VersionRow<T>>;
}

const versionOf = (row: object) => (row as { version: number }).version;

export function versionedStore<T extends VersionTable, Key>(
  spec: VersionedStoreSpec<T, Key>,
): VersionedStore<T, Key> {
  const { table, of } = spec;
  // Drizzle cannot check a generic table in `from`; the rows are cast back to T's below.
  const source: PgTable = table;
  const conflict = spec.conflict ?? (() => new VersionConflict());
  const lock = async (tx: Db | Tx, key: Key) => {
    if (spec.lockName) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${spec.lockName(key)}))`);
  };
  const latest = async (db: Db | Tx, key: Key) => {
    const [row] = await db.select().from(source).where(of(key)).orderBy(desc(table.version)).limit(1);
    return row as VersionRow<T> | undefined;
  };
  const insert = async (tx: Db | Tx, values: NewVersion<T>, version: number) => {
    try {
      const [row] = await tx
        .insert(table)
        .values({ ...values, version } as PgInsertValue<T>)
        .returning();
      return row as VersionRow<T>;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict();
      throw err;
    }
  };
  const at = async (db: Db | Tx, key: Key, version: number) => {
    const [row] = await db
      .select()
      .from(source)
      .where(and(of(key), eq(table.version, version)));
    return row as VersionRow<T> | undefined;
  };

  return {
    latest,
    at,
    async latestOfEach(db, where) {
      if (!spec.identity) throw new Error('latestOfEach needs the store’s identity columns.');
      const rows = await db
        .selectDistinctOn([...spec.identity])
        .from(source)
        .where(where)
        .orderBy(...spec.identity, desc(table.version));
      return rows as VersionRow<T>[];
    },
    async history(db, key) {
      const rows = await db.select().from(source).where(of(key)).orderBy(desc(table.version));
      return rows as VersionRow<T>[];
    },
    async append(tx, key, values, options = {}) {
      await lock(tx, key);
      const after =
        options.after ?? ((await latest(tx, key)) as { version: number } | undefined)?.version ?? 0;
      return insert(tx, values, after + 1);
    },
    async restoreAsNew(tx, key, version, values, refuse) {
      await lock(tx, key);
      const newest = await latest(tx, key);
      if (!newest) throw refuse('none');
      const chosen = await at(tx, key, version);
      if (!chosen) throw refuse('missing');
      if (version === versionOf(newest)) throw refuse('newest');
      return insert(tx, values(chosen, newest), versionOf(newest) + 1);
    },
  };
}
