// What runs hold while they work on an engagement's warehouse: proxies that send every statement to
// the run's warehouse process. RemoteSession runs users' SQL (building/ports.ts UntrustedSession);
// RemoteConnection runs Cairn's own SQL of the import step (WarehouseSql).
import type {
  QueryOutcome,
  QueryParameters,
  SessionQueryResult,
  TableBuildOptions,
} from '../untrusted-session.js';
import { inDuckdbTransaction } from '../warehouse-connection.js';
import { DUCKDB_BYTES_IN_USE_SQL } from '../warehouse-quota.js';
import { errorOf, type WarehouseProcess } from './warehouse-process.js';

/** Rows of a statement of Cairn's own SQL. */
export interface SqlRows {
  getRows(): unknown[][];
}

/** Cairn's own SQL on a warehouse: the import step's view of a connection. */
export interface WarehouseSql {
  run(sql: string): Promise<SqlRows>;
  /** Runs statements as one transaction: all of them or none. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Forwards the run's signal to the process, and closes it once (the lease is given back after). */
class RemoteBase {
  private closed?: Promise<void>;
  private readonly onAbort = () => this.process.abort(this.signal?.reason);

  constructor(
    protected readonly process: WarehouseProcess,
    private readonly signal: AbortSignal | undefined,
    private readonly release: () => Promise<void>,
  ) {
    signal?.addEventListener('abort', this.onAbort);
    if (signal?.aborted) this.onAbort();
  }

  close(): Promise<void> {
    this.signal?.removeEventListener('abort', this.onAbort);
    this.closed ??= this.release();
    return this.closed;
  }
}

export class RemoteConnection extends RemoteBase implements WarehouseSql {
  async run(sql: string): Promise<SqlRows> {
    const { rows } = await this.process.request({ op: 'run', sql });
    return { getRows: () => rows };
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    return inDuckdbTransaction((sql) => this.run(sql), work);
  }
}

export class RemoteSession extends RemoteBase {
  async execute(sql: string): Promise<void> {
    await this.process.request({ op: 'execute', sql });
  }

  query(sql: string, limit: number, parameters?: QueryParameters): Promise<SessionQueryResult> {
    return this.process.request({ op: 'query', sql, limit, parameters });
  }

  /**
   * The queries run back to back in the process (WarehouseSession.queryEach), their outcomes in order
   * as each arrives. When the process ends first, the query it was running reports why.
   */
  async *queryEach(sqls: string[], limit: number): AsyncGenerator<QueryOutcome> {
    const arrived: QueryOutcome[] = [];
    let wake: (() => void) | undefined;
    let finished = false;
    let failure: unknown;
    this.process
      .request({ op: 'queryEach', sqls, limit }, (progress) => {
        arrived.push(progress.ok ? progress : { ok: false, error: errorOf(progress.error) });
        wake?.();
      })
      .catch((err: unknown) => (failure = err))
      .finally(() => {
        finished = true;
        wake?.();
      });
    let reported = 0;
    for (;;) {
      const next = arrived.shift();
      if (next) {
        reported++;
        yield next;
      } else if (finished) break;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure !== undefined && reported < sqls.length) yield { ok: false, error: failure };
  }

  createTableAs(schema: string, table: string, sql: string, options?: TableBuildOptions): Promise<number> {
    return this.process.request({ op: 'createTableAs', schema, table, sql, options });
  }

  async createTempView(name: string, sql: string): Promise<void> {
    await this.process.request({ op: 'createTempView', name, sql });
  }

  /** Cairn's own query on the run's connection, not the user's: its lockdown does not apply. */
  async bytesInUse(): Promise<number> {
    const { rows } = await this.process.request({ op: 'run', sql: DUCKDB_BYTES_IN_USE_SQL });
    return Number(rows[0]?.[0] ?? 0);
  }
}
