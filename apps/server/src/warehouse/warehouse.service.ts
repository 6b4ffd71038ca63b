// The warehouse: one DuckDB database file per engagement under <dataDir>/warehouse, one schema per
// layer. A run's warehouse work happens in a warehouse process of its own (process/): users' SQL
// never runs in this process, and a crash there fails that run only. The engine's lease makes runs
// one worker per engagement across processes; WarehouseInstances makes them one at a time here.
// The HTTP side reads tables here (read-only, locked down) or through the run's process while one
// has the file. See docs/warehouse.md.
import { warehouseBytes } from './warehouse-quota.js';
import fs from 'node:fs';
import path from 'node:path';
import type { TablePreview, WarehouseTable } from '@cairn/contracts';
import type { WarehouseConfig } from '../config.js';
import { conflict, notFound } from '../http/problem.js';
import { isTableName, isWarehouseSchema } from './identifiers.js';
import { WarehouseInstances, type InstanceLease, type OpenFile } from './instances.js';
import { openLockedInstance, type InstanceSettings } from './open-instance.js';
import { RemoteConnection, RemoteSession, type WarehouseSql } from './process/remote-warehouse.js';
import { SpareProcesses } from './process/spare-processes.js';
import type { OpenRequest } from './process/protocol.js';
import type { WarehouseProcess } from './process/warehouse-process.js';
import { WarehouseConnection } from './warehouse-connection.js';
import {
  defaultPlacements,
  defaultWarehouseFile,
  type WarehousePlacement,
  type WarehousePlacements,
} from './warehouse-placement.port.js';
import type { PgImportConnection, PgWarehouse } from './postgres/pg-warehouse.js';
import type { PgWarehouseSession } from './postgres/pg-session.js';
import { publishToPostgres } from './postgres/pg-publish.js';
import { isLockConflict, WarehouseError } from './warehouse-errors.js';
import { listTablesOn, MAX_PREVIEW_ROWS, previewOn } from './warehouse-reads.js';

/** Cairn's own SQL on a warehouse (the import step's and the gain engine's view of a connection). */
export type { WarehouseSql } from './process/remote-warehouse.js';
export { MAX_PREVIEW_ROWS };

/** A worker that finds the file locked (a preview in another process) tries again for this long. */
const WRITE_LOCK_WAIT_MS = 15_000;
export const DEFAULT_MAX_TEMP_SIZE = '20GB';
export const DEFAULT_PROCESS_MEMORY_MB = 3072;

/** Where an import run loads files (importDestination()). */
export type ImportDestination =
  | { engine: 'duckdb'; connection: WarehouseSql }
  | { engine: 'postgres'; sniffer: WarehouseSql; target: PgImportConnection };

/** Where a run working in DuckDB SQL writes the engagement's tables (stagedDestination()). */
export interface StagedDestination {
  connection: WarehouseSql;
  /** Makes the written `schema.table`s the engagement's (nothing to do when written in place). */
  publish(tables: readonly string[]): Promise<void>;
  /** Bytes the engagement's warehouse holds now (its quota, warehouse-quota.ts). */
  bytesInUse(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The warehouse a caller opens: the placement a run was handed (RunContext.warehouse), or the
 * engagement's id for a read, which the warehouse places through its WarehousePlacements port.
 */
export type WarehouseAt = WarehousePlacement | string;

/** Users' SQL on an engagement's warehouse, whichever engine keeps it (building/ports.ts UntrustedSession). */
export type EngagementSession = RemoteSession | PgWarehouseSession;

export interface OpenOptions {
  signal?: AbortSignal;
  /**
   * Cairn's own import step only: the one directory this instance may read files from (the run's
   * temporary files). Users' SQL never gets an instance with one.
   */
  readableDirectory?: string;
}

export class WarehouseService {
  private readonly instances: WarehouseInstances;
  /** A warehouse process started ahead of the next run (spare-processes.ts); never one used before. */
  readonly spares: SpareProcesses;

  constructor(
    private readonly config: WarehouseConfig,
    private readonly dataDir: string,
    /** Where each engagement's warehouse is (warehouse-placement.port.ts); the default file without it. */
    private readonly placements: WarehousePlacements = defaultPlacements(dataDir),
    /** Set when this installation has a PostgreSQL warehouse server (engine-choice.ts). */
    private readonly postgresServer?: PgWarehouse,
  ) {
    this.instances = new WarehouseInstances(config.readLingerMs);
    this.spares = new SpareProcesses({
      memoryMB: config.processMemoryMB ?? DEFAULT_PROCESS_MEMORY_MB,
      niceness: config.niceness,
    });
  }

  get directory() {
    return path.join(this.dataDir, 'warehouse');
  }

  private get settings(): InstanceSettings {
    return {
      memoryLimit: this.config.memoryLimit,
      threads: this.config.threads,
      maxTempSize: this.config.maxTempSize ?? DEFAULT_MAX_TEMP_SIZE,
    };
  }

  /** A run's placement as it was handed over, or the engagement's looked up (warehouse-placement.port.ts). */
  private async placementOf(at: WarehouseAt): Promise<WarehousePlacement> {
    return typeof at === 'string' ? this.placements.of(at) : at;
  }

  /** placementOf() for a read of the HTTP side: a configuration it cannot follow is the answer (409). */
  private async placementForRead(engagementId: string): Promise<WarehousePlacement> {
    try {
      return await this.placementOf(engagementId);
    } catch (err) {
      if (err instanceof WarehouseError) throw conflict(err.message, 'warehouseUnavailable');
      throw err;
    }
  }

  private postgres(): PgWarehouse {
    // engine-choice.ts chooses PostgreSQL only when the installation has a server.
    if (!this.postgresServer) throw new Error('no PostgreSQL warehouse server is configured');
    return this.postgresServer;
  }

  /** Opens `file` in a fresh warehouse process (the spare when there is one) with this machine's limits. */
  private async startProcess(
    file: string,
    options: OpenOptions & { timeoutSeconds?: number },
  ): Promise<WarehouseProcess> {
    const open: OpenRequest = {
      op: 'open',
      file,
      settings: this.settings,
      readableDirectory: options.readableDirectory,
      timeoutSeconds: options.timeoutSeconds,
      readTimeoutSeconds: this.config.statementTimeoutSeconds,
    };
    const process = await this.spares.take();
    return process.open(open);
  }

  /** The engagement's default database file (defaultWarehouseFile()). */
  fileOf(engagementId: string) {
    return defaultWarehouseFile(this.dataDir, engagementId);
  }

  /**
   * The DuckDB file runs and reads open (the engagement's provisioned warehouse when it has one),
   * for measuring its size and stamping caches; the default file when its warehouse is on
   * PostgreSQL or its configuration cannot be followed.
   */
  async resolveFile(engagementId: string) {
    try {
      const placement = await this.placements.of(engagementId);
      return placement.engine === 'duckdb' ? placement.file : this.fileOf(engagementId);
    } catch (err) {
      if (err instanceof WarehouseError) return this.fileOf(engagementId);
      throw err;
    }
  }

  /**
   * A warehouse process with an engagement's `file` open read-write, for one run; waits for this
   * process's other users, retries a lock held elsewhere.
   */
  private async openForRun(
    file: string,
    options: OpenOptions & { timeoutSeconds?: number },
  ): Promise<{ lease: InstanceLease; process: WarehouseProcess }> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const start = async (): Promise<OpenFile> => ({
      kind: 'process',
      process: await this.startProcess(file, options),
    });
    const started = Date.now();
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        const lease = await this.instances.write(file, start);
        if (lease.open.kind !== 'process') throw new Error('a run must have a warehouse process');
        return { lease, process: lease.open.process };
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
   * A connection for Cairn's own SQL (the import step), in a warehouse process: read-write, stops
   * when `signal` fires, no statement timeout (the run's time limit bounds it). Close it when done.
   */
  async connect(at: WarehouseAt, options: OpenOptions = {}): Promise<WarehouseSql> {
    const placement = await this.placementOf(at);
    if (placement.engine === 'postgres')
      throw new WarehouseError(
        'refused',
        "This engagement's warehouse is on PostgreSQL: a DuckDB connection to it does not exist (a run writing in DuckDB SQL uses stagedDestination()).",
      );
    return this.connectDuckdb(placement.file, options);
  }

  /** connect() once the warehouse is known to be the DuckDB `file`. */
  private async connectDuckdb(file: string, options: OpenOptions): Promise<WarehouseSql> {
    const { lease, process } = await this.openForRun(file, options);
    return new RemoteConnection(process, options.signal, lease.release);
  }

  /**
   * Where a run that works in DuckDB SQL (the gain import) writes the engagement's tables: the
   * engagement's DuckDB file itself, or, for a PostgreSQL warehouse, a throwaway DuckDB file in
   * `scratch` whose tables publish() copies into the engagement's database in one transaction.
   * The caller closes it.
   */
  async stagedDestination(
    at: WarehouseAt,
    options: OpenOptions & { scratch: string },
  ): Promise<StagedDestination> {
    const choice = await this.placementOf(at);
    const { engagementId } = choice;
    if (choice.engine === 'duckdb') {
      const connection = await this.connectDuckdb(choice.file, options);
      return {
        connection,
        publish: async () => undefined,
        bytesInUse: () => warehouseBytes({ engine: 'duckdb', connection }),
        close: () => connection.close(),
      };
    }
    const connection = await this.connectThrowaway(path.join(options.scratch, 'staged.duckdb'), {
      ...options,
      readableDirectory: options.scratch,
    });
    return {
      connection,
      publish: (tables) =>
        publishToPostgres(
          connection,
          () => this.postgres().importConnection(engagementId, choice.database, choice.runId),
          options.scratch,
          tables,
          options.signal,
        ),
      bytesInUse: async () => {
        const target = await this.postgres().importConnection(engagementId, choice.database, choice.runId);
        try {
          return await warehouseBytes({ engine: 'postgres', target });
        } finally {
          await target.close();
        }
      },
      close: () => connection.close(),
    };
  }

  /**
   * Where an import run loads its files: the engagement's DuckDB file (connect()), or its PostgreSQL
   * database with a throwaway DuckDB file in `scratch` that reads the files' columns and types (the
   * import's read_csv, in a warehouse process like every file read). The caller closes both.
   */
  async importDestination(
    at: WarehouseAt,
    options: OpenOptions & { scratch: string },
  ): Promise<ImportDestination> {
    const choice = await this.placementOf(at);
    const { engagementId } = choice;
    if (choice.engine === 'duckdb')
      return { engine: 'duckdb', connection: await this.connectDuckdb(choice.file, options) };
    const target = await this.postgres().importConnection(engagementId, choice.database, choice.runId);
    try {
      const sniffer = await this.connectThrowaway(path.join(options.scratch, 'shape.duckdb'), options);
      return { engine: 'postgres', sniffer, target };
    } catch (err) {
      await target.close();
      throw err;
    }
  }

  /** Users' SQL, in a warehouse process: locked down, with the statement timeout (building/ports.ts). */
  async session(at: WarehouseAt, signal: AbortSignal): Promise<EngagementSession> {
    const choice = await this.placementOf(at);
    if (choice.engine === 'postgres')
      return this.postgres().session(choice.engagementId, choice.database, signal, choice.runId);
    const { lease, process } = await this.openForRun(choice.file, {
      signal,
      timeoutSeconds: this.config.statementTimeoutSeconds,
    });
    return new RemoteSession(process, signal, lease.release);
  }

  /**
   * A warehouse process on a throwaway database file `file` instead of an engagement's (a gain
   * engagement's dry run and file selection): nothing of the engagement is open, nothing of it
   * written. The caller deletes the file after closing.
   */
  private throwaway(file: string, options: OpenOptions & { timeoutSeconds?: number }) {
    return this.startProcess(file, options);
  }

  /** Cairn's own SQL on a throwaway database (see throwaway()); may read files in `readableDirectory`. */
  async connectThrowaway(file: string, options: OpenOptions = {}): Promise<WarehouseSql> {
    const process = await this.throwaway(file, options);
    return new RemoteConnection(process, options.signal, () => process.close());
  }

  /** Users' SQL on a throwaway database: locked down, with the statement timeout (see throwaway()). */
  async throwawaySession(file: string, signal?: AbortSignal): Promise<RemoteSession> {
    const process = await this.throwaway(file, { timeoutSeconds: this.config.statementTimeoutSeconds });
    return new RemoteSession(process, signal, () => process.close());
  }

  /**
   * Stops what the run `runId` left running on the PostgreSQL warehouse server (its worker died:
   * pg-warehouse.ts cancelRun); nothing to do without one (a DuckDB run's warehouse process ends with
   * its worker).
   */
  async cancelRun(runId: string): Promise<void> {
    await this.postgresServer?.cancelRun(runId);
  }

  /** The warehouse processes of runs of this process (tests end one to see a crash handled). */
  processes(): WarehouseProcess[] {
    return this.instances.processes();
  }

  /**
   * A read on the HTTP side: through the run's warehouse process when one has the file, else on a
   * read-only instance here; `empty` when the engagement has no warehouse yet. 409 when another
   * process (a run on another worker) has the file.
   */
  private async reading<T>(
    file: string,
    empty: T,
    work: { local: (c: WarehouseConnection) => Promise<T>; remote: (p: WarehouseProcess) => Promise<T> },
  ): Promise<T> {
    if (!fs.existsSync(file)) return empty;
    let lease: InstanceLease;
    try {
      lease = await this.instances.read(file, async () => ({
        kind: 'local',
        instance: await openLockedInstance(file, 'read', this.settings),
      }));
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
      if (lease.open.kind === 'process') return await work.remote(lease.open.process);
      const connection = new WarehouseConnection(await lease.open.instance.connect(), {
        timeoutSeconds: this.config.statementTimeoutSeconds,
      });
      try {
        return await work.local(connection);
      } finally {
        connection.close();
      }
    } finally {
      void lease.release();
    }
  }

  /** The tables of every layer schema with their row counts. */
  async listTables(engagementId: string): Promise<WarehouseTable[]> {
    const choice = await this.placementForRead(engagementId);
    if (choice.engine === 'postgres') return this.postgres().listTables(engagementId, choice.database);
    return this.reading(choice.file, [], {
      local: listTablesOn,
      remote: (p) => p.request({ op: 'listTables' }),
    });
  }

  /** The first `limit` rows (long values capped) and the row count of `schema.table`; 404 when there is no such table. */
  async preview(engagementId: string, schema: string, table: string, limit = 100): Promise<TablePreview> {
    const missing = () => notFound(`The table ${schema}.${table} does not exist.`);
    if (!isWarehouseSchema(schema) || !isTableName(table)) throw missing();
    const choice = await this.placementForRead(engagementId);
    const result =
      choice.engine === 'postgres'
        ? await this.postgres().preview(engagementId, choice.database, schema, table, limit)
        : await this.reading(choice.file, null, {
            local: (c) => previewOn(c, schema, table, limit),
            remote: (p) => p.request({ op: 'preview', schema, table, limit }),
          });
    if (!result) throw missing();
    return result;
  }
}
