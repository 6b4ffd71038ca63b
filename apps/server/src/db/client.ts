// The metadata store: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set.
// Chosen once here; everything else sees only `Db`.
import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { acquireDirectoryLock, type DirectoryLock } from './lock.js';
import { applyDrizzleParsersOnce } from './pglite-parsers.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Db | Tx` so they can join a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar, which `template` opens again (tests migrate once). */
  dumpDataDir?(): Promise<Blob>;
}

const MIGRATIONS = path.join(import.meta.dirname, '../../drizzle');
const MIGRATION_LOCK_KEY = 727_401; // any constant; the advisory lock serialises concurrent migrators
/**
 * PGlite's shared buffers live in its WebAssembly memory, which never shrinks once touched: the
 * default 128 MB stays resident for the server's lifetime. The metadata store is a few tens of MB
 * and PGlite reads missed pages through the operating system's file cache, so 16 MB is plenty.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

export interface OpenOptions {
  /** postgres:// address; when absent, PGlite. */
  url?: string;
  /** PGlite data directory, or 'memory://' for tests. */
  pgliteDir?: string;
  migrate?: boolean;
  /** PGlite only: start from this dumped data directory (already migrated) instead of a new one. */
  template?: Blob;
  /** PostgreSQL only: CONNECT_TIMEOUT_MS unless a test waits less. */
  connectTimeoutMs?: number;
}

/**
 * How long a new connection to PostgreSQL may take. A server behind a network that drops packets
 * silently never answers, and without a limit the connection waited for the system's TCP timeout
 * (minutes) with the request behind it; past this it fails as a database that cannot be reached
 * (503 `databaseUnavailable`, db/unavailable.ts). A sound server answers within milliseconds.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS)
    : await openPglite(options.pgliteDir!, options.template);
  if (options.migrate !== false && !options.template) {
    try {
      await runMigrations(database);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}

async function openPostgres(url: string, connectTimeoutMs: number): Promise<Database> {
  const { TransactionSafePool } = await import('./pg-pool.js');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A transaction whose BEGIN fails (PostgreSQL restarting) gives its client back (pg-pool.ts).
  // Keep-alive: a connection whose server went away unannounced is found out while it is idle.
  const pool = new TransactionSafePool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle connection ended by the server (restart, failover, a terminated backend) is an 'error'
  // event on the pool; unhandled it would crash the process. The pool replaces the connection.
  pool.on('error', (err) => console.error(`PostgreSQL closed an idle connection: ${err.message}`));
  await pool.query('select 1'); // fail early with the driver's message when the server is unreachable
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string, template?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let lock: DirectoryLock | undefined;
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    // PGlite has no lock of its own: two processes on one directory would corrupt it.
    lock = acquireDirectoryLock(dir);
  }
  try {
    const client = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      loadDataDir: template,
    });
    applyDrizzleParsersOnce(client);
    const db = drizzle({ client, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function runMigrations(database: Database) {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // @ts-expect-error the PGlite migrator wants its own database type; Db is the shared base type
    await migrate(database.db, { migrationsFolder: MIGRATIONS });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { sql } = await import('drizzle-orm');
  // Several servers may start at once against one PostgreSQL: let one migrate at a time.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // @ts-expect-error as above, for node-postgres
    await migrate(tx, { migrationsFolder: MIGRATIONS });
  });
}
