// The PostgreSQL warehouse engine: sessions of users' SQL (pg-session.ts), each connected as its
// engagement's own role to its own database, provisioned on first use (pg-provisioning.ts), and
// Cairn's own reads (pg-reads.ts) through the same kind of session. The admin connection provisions
// and cancels statements; users' SQL never runs on it.
import type { TablePreview, WarehouseTable } from '@cairn/contracts';
import pg from 'pg';
import { fromPostgres } from './pg-errors.js';
import { newPassword } from './pg-password.js';
import {
  connectionUrl,
  ensureEngagementWarehouse,
  lockDownServer,
  type EngagementWarehouse,
  type RoleLimits,
} from './pg-provisioning.js';
import { listPgTables, previewPgTable } from './pg-reads.js';
import { PgWarehouseSession } from './pg-session.js';

/** Cairn's own connection to an engagement's database as its role (pg-copy-import.ts takes it). */
export interface PgImportConnection {
  client: pg.Client;
  cancelBackend: (pid: number) => Promise<unknown>;
  close(): Promise<void>;
}

/** Where each engagement role's password is kept (sealed: the secret store). */
export interface WarehousePasswords {
  /** The engagement's password, `generated` first when it has none; every process gets the same one. */
  passwordOf(engagementId: string, generated: string): Promise<string>;
}

/** The secret holding an engagement's warehouse role's password (Cairn's own, never shown). */
const WAREHOUSE_PASSWORD_SECRET = 'CairnWarehouseRolePassword';

/** The passwords sealed in the engagement secret store, the same for every process. */
export const sealedPasswords = (secrets: {
  setIfAbsent(engagementId: string, keyName: string, value: string): Promise<string>;
}): WarehousePasswords => ({
  passwordOf: (engagementId, generated) =>
    secrets.setIfAbsent(engagementId, WAREHOUSE_PASSWORD_SECRET, generated),
});

/**
 * The application_name of a run's connections (at most 63 bytes: a run id is a UUID), so the worker
 * that fails the run of a dead worker finds them in pg_stat_activity; other connections are
 * `cairn-warehouse` (users' SQL) or `cairn-warehouse-import` (Cairn's own COPY).
 */
export const runApplicationName = (runId: string) => `cairn-run-${runId}`;

export interface PgWarehouseOptions extends RoleLimits {
  /** A superuser's URL (pg-provisioning.ts says why), to the server's maintenance database. */
  adminUrl: string;
  passwords: WarehousePasswords;
}

export class PgWarehouse {
  private readonly admin: pg.Pool;
  /** CONNECT taken from PUBLIC on the server's other databases, once per process (pg-provisioning.ts). */
  private lockedDown: Promise<unknown> | undefined;
  /** Each engagement's database and role, provisioned (or repaired) once per process. */
  private readonly warehouses = new Map<string, Promise<EngagementWarehouse>>();

  constructor(private readonly options: PgWarehouseOptions) {
    // Two connections: a cancel must not wait behind a provisioning.
    this.admin = new pg.Pool({
      connectionString: options.adminUrl,
      max: 2,
      application_name: 'cairn-warehouse-admin',
      // An idle admin connection must not keep a stopping process alive.
      allowExitOnIdle: true,
      // As the sessions' connections: a server that does not answer fails as unreachable (503).
      connectionTimeoutMillis: 15_000,
      keepAlive: true,
    });
    this.admin.on('error', () => undefined); // an idle admin connection lost is opened again on demand
  }

  async session(
    engagementId: string,
    database: string,
    signal: AbortSignal,
    runId?: string,
  ): Promise<PgWarehouseSession> {
    const { role, password } = await this.provisioned(engagementId, database);
    return PgWarehouseSession.open({
      url: connectionUrl(this.options.adminUrl, database, { role, password }),
      applicationName: runId ? runApplicationName(runId) : 'cairn-warehouse',
      statementTimeoutSeconds: this.options.statementTimeoutSeconds,
      signal,
      cancelBackend: (pid) => this.admin.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]),
    });
  }

  /**
   * A connection as the engagement's role for Cairn's own work on its warehouse (the import's COPY:
   * pg-copy-import.ts), without a statement timeout (the run's time limit and signal bound it); the
   * caller ends it.
   */
  async importConnection(
    engagementId: string,
    database: string,
    runId?: string,
  ): Promise<PgImportConnection> {
    const { role, password } = await this.provisioned(engagementId, database);
    const client = new pg.Client({
      connectionString: connectionUrl(this.options.adminUrl, database, { role, password }),
      application_name: runId ? runApplicationName(runId) : 'cairn-warehouse-import',
      // Dates in the file are read year first (ISO); others do not parse and that column stays text.
      options: '-c TimeZone=UTC -c DateStyle=ISO,YMD -c statement_timeout=0',
      connectionTimeoutMillis: 15_000,
    });
    client.on('error', () => undefined); // the next statement reports a lost connection
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => undefined);
      throw fromPostgres(err);
    }
    return {
      client,
      cancelBackend: (pid) => this.admin.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]),
      close: () => client.end().catch(() => undefined),
    };
  }

  /**
   * Stops what the run `runId` left on the server (issue 30). A worker killed mid-statement leaves
   * its backend running (PostgreSQL notices the closed connection only when it next writes to it),
   * holding the run's locks, so a rerun waits behind it. Its backends are ended rather than only
   * cancelled: a cancel that lands between two statements is lost, and a backend inside a
   * transaction keeps its locks until the transaction ends; ending it stops the statement and rolls
   * the transaction back. A worker that was only cut off has lost the run anyway.
   */
  async cancelRun(runId: string): Promise<void> {
    await this.admin.query(
      `SELECT pg_catalog.pg_terminate_backend(pid) FROM pg_catalog.pg_stat_activity
        WHERE application_name = $1 AND pid <> pg_catalog.pg_backend_pid()`,
      [runApplicationName(runId)],
    );
  }

  listTables(engagementId: string, database: string): Promise<WarehouseTable[]> {
    return this.reading(engagementId, database, listPgTables);
  }

  preview(
    engagementId: string,
    database: string,
    schema: string,
    table: string,
    limit: number,
  ): Promise<TablePreview | null> {
    return this.reading(engagementId, database, (s) => previewPgTable(s, schema, table, limit));
  }

  async close(): Promise<void> {
    await this.admin.end();
  }

  private async reading<T>(
    engagementId: string,
    database: string,
    work: (session: PgWarehouseSession) => Promise<T>,
  ): Promise<T> {
    const session = await this.session(engagementId, database, new AbortController().signal);
    try {
      return await work(session);
    } finally {
      await session.close();
    }
  }

  private provisioned(engagementId: string, database: string): Promise<EngagementWarehouse> {
    const key = `${engagementId}/${database}`;
    let warehouse = this.warehouses.get(key);
    if (!warehouse) {
      this.lockedDown ??= lockDownServer(this.options.adminUrl).catch((err: unknown) => {
        this.lockedDown = undefined;
        throw err;
      });
      warehouse = this.lockedDown
        .then(() => this.options.passwords.passwordOf(engagementId, newPassword()))
        .then((password) =>
          ensureEngagementWarehouse(this.options.adminUrl, engagementId, this.options, {
            database,
            password,
          }),
        );
      this.warehouses.set(key, warehouse);
      // A failed provisioning (server down, a database taken) is tried again by the next session.
      warehouse.catch(() => this.warehouses.delete(key));
    }
    return warehouse;
  }
}
