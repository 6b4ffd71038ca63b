// The metadata store's connection pool on PostgreSQL (db/client.ts), mended where drizzle's
// node-postgres driver (0.45) mishandles a connection lost while it holds a client for a transaction,
// as when PostgreSQL restarts:
// - transaction() runs BEGIN before the try/finally that releases the client (drizzle-orm issues
//   6023, 6241, open). When BEGIN fails the client is never given back: the pool counts it busy for
//   good, and after `max` such failures every query of the process waits for ever (a worker that
//   never claims a run again).
// - it listens for no 'error' on the client it holds, and pg emits one when the connection ends
//   unexpectedly: an uncaught exception that ends the process.
import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose clients taken for a transaction (the promise form of connect(): only drizzle's
 * transaction() uses it; pool.query() takes the callback form and minds its client itself) have an
 * 'error' listener while they are out, and go back, destroyed, when their first statement (the
 * BEGIN) fails.
 */
export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(heldSafely);
  }
}

function heldSafely(client: pg.PoolClient): pg.PoolClient {
  // The statement in flight fails with the same error, or the next one ("not queryable").
  const lost = () => undefined;
  client.on('error', lost);
  const release = client.release.bind(client);
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return; // already given back below, when the BEGIN failed
    released = true;
    client.removeListener('error', lost);
    release(err);
  };
  // An own property over the prototype's query, for the first statement only.
  const guarded = client as unknown as { query?: (...args: unknown[]) => unknown };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  guarded.query = (...args: unknown[]) => {
    delete guarded.query; // from the next statement on, the client's own query
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    // Destroyed, not reused: the connection may be gone.
    return result.catch((err: unknown) => {
      client.release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    });
  };
  return client;
}
