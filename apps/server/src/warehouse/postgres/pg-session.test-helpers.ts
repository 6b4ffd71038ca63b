// The PostgreSQL warehouse session's tests' setup (pg-session.pg.test.ts and
// pg-session-hostile.pg.test.ts): a locked-down server, a warehouse with one engagement's `import.wages`
// and another engagement's `import.payroll`, and calls as the admin or as an engagement's role directly.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { UntrustedSession } from '../../modules/building/ports.js';
import { connectionUrl, dropEngagementWarehouse, lockDownServer, warehouseName } from './pg-provisioning.js';
import type { PgWarehouseSession } from './pg-session.js';
import { PgWarehouse } from './pg-warehouse.js';

export const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
/** CPU-bound for ever: a nested loop over two million-row series. */
export const NEVER_ENDS =
  'SELECT count(*) AS n FROM generate_series(1, 1000000) a, generate_series(1, 1000000) b';

export async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE and message of `sql` run as the engagement role directly, outside Cairn's session. */
export async function asRole(role: string, database: string, sql: string) {
  // The test server trusts every local connection: the role's password is not asked for.
  const client = new pg.Client({
    connectionString: connectionUrl(adminUrl, database, { role, password: 'trust' }),
  });
  try {
    await client.connect();
    return { ok: true as const, rows: (await client.query(sql)).rows };
  } catch (err) {
    const { code, message } = err as { code?: string; message: string };
    return { ok: false as const, code, message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The first password asked for each engagement, as the secret store keeps it. */
function keptInMemory() {
  const kept = new Map<string, string>();
  return {
    passwordOf: async (engagementId: string, generated: string) => {
      if (!kept.has(engagementId)) kept.set(engagementId, generated);
      return kept.get(engagementId)!;
    },
  };
}

/** The file's warehouse: set up before its tests, its databases dropped after them. */
export function usePgWarehouse() {
  let warehouse!: PgWarehouse;
  const mine = crypto.randomUUID();
  const other = crypto.randomUUID();
  const myRole = warehouseName(mine);

  const session = async <T>(
    work: (s: PgWarehouseSession) => Promise<T>,
    signal = new AbortController().signal,
  ) => {
    const s = await warehouse.session(mine, myRole, signal);
    try {
      return await work(s);
    } finally {
      await s.close();
    }
  };

  beforeAll(async () => {
    await lockDownServer(adminUrl);
    warehouse = new PgWarehouse({
      adminUrl,
      workMem: '16MB',
      tempFileLimit: '1GB',
      statementTimeoutSeconds: 1,
      passwords: keptInMemory(),
    });
    // Typed as the port: the PostgreSQL session is an UntrustedSession.
    const seed: UntrustedSession = await warehouse.session(
      other,
      warehouseName(other),
      new AbortController().signal,
    );
    await seed.createTableAs('import', 'payroll', "SELECT 'other engagement' AS secret");
    await seed.close();
    await session((s) =>
      s.createTableAs('import', 'wages', 'SELECT g AS id, g * 10 AS amount FROM generate_series(0, 4) AS g'),
    );
  });
  afterAll(async () => {
    await warehouse?.close();
    await dropEngagementWarehouse(adminUrl, mine);
    await dropEngagementWarehouse(adminUrl, other);
  });
  return {
    get warehouse() {
      return warehouse;
    },
    session,
    mine,
    other,
    myRole,
  };
}
