// One DuckDB connection with the two ways a statement is stopped: the caller's AbortSignal (cancel,
// run time limit, shutdown) and an optional statement timeout. Both call connection.interrupt(),
// which cancels the running statement inside DuckDB; the statement then fails and rolls back.
import type { DuckDBConnection, DuckDBResultReader, DuckDBValue } from '@duckdb/node-api';
import { fromDuckdb, WarehouseError } from './warehouse-errors.js';

export interface StatementLimits {
  signal?: AbortSignal;
  /** Interrupt a statement running longer than this; none when unset. */
  timeoutSeconds?: number;
}

const abortedMessage = (reason: unknown) => {
  if (reason === 'cancelled') return 'The query was stopped: the run was cancelled.';
  if (reason === 'timeout') return 'The query was stopped: the run passed its time limit.';
  if (reason === 'shutdown') return 'The query was stopped: the worker is shutting down.';
  return 'The query was stopped.';
};

export class WarehouseConnection {
  private closed = false;
  /** Statements sent on this connection so far: whether any ran since a moment (untrusted-session.ts). */
  statements = 0;

  constructor(
    readonly duckdb: DuckDBConnection,
    private readonly limits: StatementLimits = {},
    private readonly onClose: () => void = () => undefined,
  ) {}

  /** Throws the abort as a WarehouseError when the signal has fired. */
  checkSignal() {
    const { signal } = this.limits;
    if (signal?.aborted) throw new WarehouseError('aborted', abortedMessage(signal.reason), signal.reason);
  }

  /** Runs `work` on this connection, interrupting it on abort or timeout. */
  async guard<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    this.statements++;
    this.checkSignal();
    const { signal, timeoutSeconds } = this.limits;
    let timedOut = false;
    const interrupt = () => this.duckdb.interrupt();
    const timer = timeoutSeconds
      ? setTimeout(() => {
          timedOut = true;
          interrupt();
        }, timeoutSeconds * 1000)
      : undefined;
    signal?.addEventListener('abort', interrupt);
    try {
      return await work(this.duckdb);
    } catch (err) {
      if (signal?.aborted) throw new WarehouseError('aborted', abortedMessage(signal.reason), signal.reason);
      if (timedOut) {
        throw new WarehouseError(
          'timeout',
          `The query ran longer than ${timeoutSeconds} seconds and was stopped.`,
        );
      }
      throw fromDuckdb(err);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', interrupt);
    }
  }

  run(sql: string): Promise<DuckDBResultReader> {
    return this.guard((c) => c.runAndReadAll(sql));
  }

  /** The first `limit` rows of a statement (a query of Cairn's making, no LIMIT of its own); `values` bind its `$name` parameters. */
  async firstRows(
    sql: string,
    limit: number,
    values?: Record<string, DuckDBValue>,
  ): Promise<DuckDBResultReader> {
    // LIMIT in the statement and the rows read in one go: DuckDB stops at the limit and answers in
    // one piece. Streaming chunk by chunk took a thread-pool hop per chunk: ~1 ms more per test query
    // in a run's warehouse process (50 tests: ~50 ms, measured).
    if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a row limit: ${limit}`);
    return this.guard((c) => c.runAndReadAll(`${sql}\nLIMIT ${limit}`, values));
  }

  /** Runs statements as one transaction: all of them or none. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    // The rollback goes straight to DuckDB: it must run also when this connection was interrupted.
    return inDuckdbTransaction(
      (sql) => this.run(sql),
      work,
      (sql) => this.duckdb.run(sql),
    );
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.duckdb.closeSync();
    this.onClose();
  }
}

/**
 * `work` between BEGIN and COMMIT on one DuckDB connection: all of its statements or none. The
 * interrupted or failed transaction is rolled back; a rollback error must not hide why it failed.
 */
export async function inDuckdbTransaction<T>(
  run: (sql: string) => Promise<unknown>,
  work: () => Promise<T>,
  rollback: (sql: string) => Promise<unknown> = run,
): Promise<T> {
  await run('BEGIN TRANSACTION');
  try {
    const result = await work();
    await run('COMMIT');
    return result;
  } catch (err) {
    await rollback('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
