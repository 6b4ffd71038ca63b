// A transaction whose BEGIN fails because the connection was cut (PostgreSQL restarting) must give
// its client back to the pool: otherwise, with drizzle's node-postgres driver, the pool loses it for
// good and, once all are lost, every query waits for ever (pg-pool.ts). The connection is cut by a
// loopback proxy in front of the real server at the moment the BEGIN (or a later statement) goes out.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionSafePool } from './pg-pool.js';

const server = new URL(process.env.CAIRN_TEST_DATABASE_URL!);

/** Passes bytes through to PostgreSQL; with `cutNext`, ends a connection when its client next writes. */
function startProxy() {
  const state = { cutNext: false, port: 0 };
  const proxy = net.createServer((downstream) => {
    const upstream = net.connect(Number(server.port), server.hostname);
    upstream.on('error', () => downstream.destroy());
    downstream.on('error', () => upstream.destroy());
    upstream.pipe(downstream);
    downstream.on('data', (chunk) => {
      if (state.cutNext) {
        state.cutNext = false;
        downstream.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
  });
  return {
    state,
    listening: new Promise<void>((resolve) =>
      proxy.listen(0, '127.0.0.1', () => {
        state.port = (proxy.address() as net.AddressInfo).port;
        resolve();
      }),
    ),
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

describe('the metadata pool when a transaction cannot begin', () => {
  const proxy = startProxy();
  let pool: TransactionSafePool;

  beforeAll(async () => {
    await proxy.listening;
    const url = new URL(server);
    url.port = String(proxy.state.port);
    // One client: a single one lost is a pool that answers no more.
    pool = new TransactionSafePool({ connectionString: url.toString(), max: 1 });
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await pool.end();
    await proxy.close();
  });

  it('gives the client back, so the next query is answered', async () => {
    const db = drizzle({ client: pool });
    await db.execute(sql`select 1`); // the pool's one connection, idle
    proxy.state.cutNext = true;
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const { rows } = await within(3_000, db.execute(sql`select 2 as two`));
    expect(rows).toEqual([{ two: 2 }]);
  });

  // pg emits 'error' on a client whose connection ends; unheard, it ends the process (vitest
  // reports it as an unhandled error and fails the run).
  it('fails a transaction whose connection is lost midway, not the process', async () => {
    const db = drizzle({ client: pool });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.state.cutNext = true;
        await tx.execute(sql`select 2`);
      }),
    ).rejects.toThrow();
    const { rows } = await within(3_000, db.execute(sql`select 3 as three`));
    expect(rows).toEqual([{ three: 3 }]);
  });

  it('still commits and rolls back transactions as before', async () => {
    const db = drizzle({ client: pool });
    // Temporary, on the pool's one connection: nothing left behind.
    await db.execute(sql`create temporary table pg_pool_test (n int)`);
    const committed = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into pg_pool_test values (1)`);
      return 'done';
    });
    expect(committed).toBe('done');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into pg_pool_test values (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.execute(sql`select n from pg_pool_test order by n`);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
