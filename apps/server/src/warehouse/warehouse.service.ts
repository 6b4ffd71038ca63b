// The warehouse: one DuckDB database file per engagement under <dataDir>/warehouse, one schema per
// layer. Runs open it for writing for as long as they run (the engine's lease makes that one worker
// per engagement across processes; WarehouseInstances makes it one instance inside this process);
// the HTTP side reads it for table lists and previews. Every instance is locked down before any
// SQL runs on it: see docs/warehouse.md.
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { TablePreview, WarehouseTable } from '@cairn/contracts';
import type { WarehouseConfig } from '../config.js';
import { conflict, notFound } from '../http/problem.js';
import {
  isTableName,
  isWarehouseSchema,
  qualified,
  quoteIdentifier,
  quoteLiteral,
  WAREHOUSE_SCHEMAS,
  BUILD_PREFIX,
} from './identifiers.js';
import { WarehouseInstances, type InstanceLease, type OpenMode } from './instances.js';
import { jsonResult } from './json-values.js';
import { WarehouseConnection, type StatementLimits } from './warehouse-connection.js';
import { isLockConflict, WarehouseError } from './warehouse-errors.js';
import { WarehouseSession } from './untrusted-session.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_PREVIEW_ROWS = 1000;
/** A worker that finds the file locked (a preview in another process) tries again for this long. */
const WRITE_LOCK_WAIT_MS = 15_000;

export interface OpenOptions {
  signal?: AbortSignal;
  /**
   * Cairn's own import step only: the one directory this instance may read files from (the run's
   * temporary files). Users' SQL never gets an instance with one.
   */
  readableDirectory?: string;
}

export class WarehouseService {
  private readonly instances = new WarehouseInstances();

  constructor(
    private readonly config: WarehouseConfig,
    private readonly dataDir: string,
  ) {}

  get directory() {
    return path.join(this.dataDir, 'warehouse');
  }

  /** The engagement's database file; engagement ids are UUIDs, so no id can point elsewhere. */
  fileOf(engagementId: string) {
    if (!UUID.test(engagementId)) throw new Error(`not an engagement id: ${engagementId}`);
    return path.join(this.directory, `${engagementId.toLowerCase()}.duckdb`);
  }

  private async create(file: string, mode: OpenMode, readableDirectory?: string) {
    const instance = await DuckDBInstance.create(file, {
      memory_limit: this.config.memoryLimit,
      threads: String(this.config.threads),
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      ...(mode === 'read' ? { access_mode: 'READ_ONLY' } : {}),
    });
    const setup = await instance.connect();
    try {
      if (mode === 'write') {
        for (const schema of WAREHOUSE_SCHEMAS)
          await setup.run(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      }
      // allowed_directories must be set before external access is switched off and the lock taken;
      // the lock holds for the whole instance, connections opened earlier included.
      if (readableDirectory) {
        await setup.run(
          `SET allowed_directories = [${quoteLiteral(path.resolve(readableDirectory) + path.sep)}]`,
        );
      }
      await setup.run('SET enable_external_access = false');
      await setup.run('SET lock_configuration = true');
    } catch (err) {
      setup.closeSync();
      instance.closeSync();
      throw err;
    }
    setup.closeSync();
    return instance;
  }

  /** Read-write use for a run; waits for this process's other users, retries a lock held elsewhere. */
  private async openForWrite(engagementId: string, options: OpenOptions): Promise<InstanceLease> {
    const file = this.fileOf(engagementId);
    fs.mkdirSync(this.directory, { recursive: true });
    const started = Date.now();
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        return await this.instances.write(file, () => this.create(file, 'write', options.readableDirectory));
      } catch (err) {
        if (!isLockConflict(err) || Date.now() - started > WRITE_LOCK_WAIT_MS) {
          if (isLockConflict(err))
            throw new WarehouseError(
              'busy',
              'The warehouse of this engagement is in use by another process.',
            );
          throw err;
        }
        if (options.signal?.aborted) throw err;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * A connection for Cairn's own SQL (the import step): read-write, stops when `signal` fires, no
   * statement timeout (the run's time limit bounds it). Close it when done.
   */
  async connect(engagementId: string, options: OpenOptions = {}): Promise<WarehouseConnection> {
    const lease = await this.openForWrite(engagementId, options);
    try {
      return new WarehouseConnection(
        await lease.instance.connect(),
        { signal: options.signal },
        lease.release,
      );
    } catch (err) {
      lease.release();
      throw err;
    }
  }

  /** Users' SQL: a locked-down session with the statement timeout (building/ports.ts WarehouseSessions). */
  async session(engagementId: string, signal: AbortSignal): Promise<WarehouseSession> {
    const lease = await this.openForWrite(engagementId, { signal });
    try {
      const limits: StatementLimits = { signal, timeoutSeconds: this.config.statementTimeoutSeconds };
      return new WarehouseSession(
        new WarehouseConnection(await lease.instance.connect(), limits, lease.release),
      );
    } catch (err) {
      lease.release();
      throw err;
    }
  }

  /** A reading connection for the HTTP side; null when the engagement has no warehouse yet. 409 when another process writes it. */
  private async reader(engagementId: string): Promise<WarehouseConnection | null> {
    const file = this.fileOf(engagementId);
    if (!fs.existsSync(file)) return null;
    let lease: InstanceLease;
    try {
      lease = await this.instances.read(file, () => this.create(file, 'read'));
    } catch (err) {
      if (isLockConflict(err)) {
        throw conflict(
          'The warehouse of this engagement is busy with a pipeline run on another worker. Try again when the run has finished.',
          'warehouseBusy',
        );
      }
      throw err;
    }
    try {
      return new WarehouseConnection(
        await lease.instance.connect(),
        { timeoutSeconds: this.config.statementTimeoutSeconds },
        lease.release,
      );
    } catch (err) {
      lease.release();
      throw err;
    }
  }

  private async reading<T>(
    engagementId: string,
    empty: T,
    work: (c: WarehouseConnection) => Promise<T>,
  ): Promise<T> {
    const connection = await this.reader(engagementId);
    if (!connection) return empty;
    try {
      return await work(connection);
    } finally {
      connection.close();
    }
  }

  /** The tables of every layer schema with their row counts. */
  listTables(engagementId: string): Promise<WarehouseTable[]> {
    return this.reading(engagementId, [], async (c) => {
      const rows = (
        await c.run(
          `SELECT schema_name, table_name FROM duckdb_tables()
           WHERE database_name = current_database() AND NOT temporary
             AND schema_name IN (${WAREHOUSE_SCHEMAS.map(quoteLiteral).join(', ')})
             AND NOT starts_with(table_name, ${quoteLiteral(BUILD_PREFIX)})
           ORDER BY schema_name, table_name`,
        )
      ).getRows() as [string, string][];
      if (!rows.length) return [];
      // UNION ALL does not promise an order: each count carries its table's position.
      const counts = (
        await c.run(
          rows.map(([s, t], i) => `SELECT ${i} AS i, count(*) FROM ${qualified(s, t)}`).join(' UNION ALL '),
        )
      ).getRows();
      const byPosition = new Map(counts.map(([i, n]) => [Number(i), Number(n)]));
      return rows.map(([schema, name], i) => ({ schema, name, rowCount: byPosition.get(i) ?? 0 }));
    });
  }

  /** The first `limit` rows and the row count of `schema.table`; 404 when there is no such table. */
  async preview(engagementId: string, schema: string, table: string, limit = 100): Promise<TablePreview> {
    const missing = () => notFound(`The table ${schema}.${table} does not exist.`);
    if (!isWarehouseSchema(schema) || !isTableName(table)) throw missing();
    const result = await this.reading(engagementId, null, async (c) => {
      const exists = await c.run(
        `SELECT 1 FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = ${quoteLiteral(schema)} AND table_name = ${quoteLiteral(table)}`,
      );
      if (exists.currentRowCount === 0) return null;
      const rows = Math.max(0, Math.min(limit, MAX_PREVIEW_ROWS));
      const first = jsonResult(await c.run(`SELECT * FROM ${qualified(schema, table)} LIMIT ${rows}`));
      const [[count]] = (await c.run(`SELECT count(*) FROM ${qualified(schema, table)}`)).getRows();
      return { schema, name: table, columns: first.columns, rows: first.rows, rowCount: Number(count) };
    });
    if (!result) throw missing();
    return result;
  }
}
