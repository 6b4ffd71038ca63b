// Provisioning an engagement's PostgreSQL warehouse on a real server (the PostgreSQL pass only).
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_SCHEMAS } from '../identifiers.js';
import {
  connectionUrl,
  dropEngagementWarehouse,
  ensureEngagementWarehouse,
  lockDownServer,
  warehouseName,
} from './pg-provisioning.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
const limits = { statementTimeoutSeconds: 2.5, workMem: '32MB', tempFileLimit: '2GB', connectionLimit: 3 };

async function adminQuery<T extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
  database?: string,
) {
  const url = new URL(adminUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL warehouse provisioning', () => {
  const engagement = crypto.randomUUID();
  const name = warehouseName(engagement);
  afterAll(() => dropEngagementWarehouse(adminUrl, engagement));

  it('creates the database, role, schemas, grants and settings, and repairs them when run again', async () => {
    const first = await ensureEngagementWarehouse(adminUrl, engagement, limits);
    expect(first).toMatchObject({ database: name, role: name });
    expect(first.password).toMatch(/^[0-9a-f]{64}$/);
    // Someone hands a schema to another owner and lets PUBLIC in again: the next run puts it right.
    await adminQuery('ALTER SCHEMA model OWNER TO postgres', [], name);
    await adminQuery(`GRANT ALL ON DATABASE ${name} TO PUBLIC`);
    const second = await ensureEngagementWarehouse(adminUrl, engagement, limits, {
      password: first.password,
    });
    expect(second).toEqual(first);

    const schemas = await adminQuery<{ nspname: string; owner: string }>(
      `SELECT nspname, pg_get_userbyid(nspowner) AS owner FROM pg_namespace
       WHERE nspname = ANY($1) ORDER BY nspname`,
      [WAREHOUSE_SCHEMAS],
      name,
    );
    expect(schemas).toEqual([...WAREHOUSE_SCHEMAS].sort().map((nspname) => ({ nspname, owner: name })));
    const [grants] = await adminQuery(
      `SELECT has_database_privilege('public', $1::text, 'CONNECT') AS public_connect,
              has_database_privilege('public', $1::text, 'TEMPORARY') AS public_temp,
              has_database_privilege($1::text, $1::text, 'CONNECT') AS role_connect,
              has_database_privilege($1::text, $1::text, 'TEMPORARY') AS role_temp,
              has_database_privilege($1::text, $1::text, 'CREATE') AS role_create,
              pg_get_userbyid(datdba) = current_user AS admin_owns
       FROM pg_database WHERE datname = $1::text`,
      [name],
    );
    expect(grants).toEqual({
      public_connect: false,
      public_temp: false,
      role_connect: true,
      role_temp: true,
      role_create: false,
      admin_owns: true,
    });
    const [settings] = await adminQuery<{ setconfig: string[] }>(
      `SELECT setconfig FROM pg_db_role_setting WHERE setrole = $1::regrole AND setdatabase = 0`,
      [name],
    );
    expect(settings.setconfig.sort()).toEqual(
      ['lc_messages=C', 'statement_timeout=2500', 'temp_file_limit=2GB', 'work_mem=32MB'].sort(),
    );
    const revoked = await adminQuery<{ f: string; public_may: boolean }>(
      `SELECT f, has_function_privilege('public', f, 'EXECUTE') AS public_may
       FROM unnest(ARRAY['set_config(text,text,boolean)', 'lo_from_bytea(oid,bytea)', 'pg_terminate_backend(integer,bigint)',
                         'pg_sleep(double precision)', 'now()']) AS f`,
      [],
      name,
    );
    expect(Object.fromEntries(revoked.map((r) => [r.f.replace(/\(.*/, ''), r.public_may]))).toEqual({
      set_config: false,
      lo_from_bytea: false,
      pg_terminate_backend: false,
      pg_sleep: true,
      now: true,
    });
  });

  it('gives the role a new password when none is given, stored as a SCRAM verifier only', async () => {
    const { password } = await ensureEngagementWarehouse(adminUrl, engagement, limits);
    const [{ rolpassword }] = await adminQuery<{ rolpassword: string }>(
      'SELECT rolpassword FROM pg_authid WHERE rolname = $1',
      [name],
    );
    expect(rolpassword).toMatch(/^SCRAM-SHA-256\$4096:/);
    expect(rolpassword).not.toContain(password);
  });

  it('keeps a named database to the engagement that took it first', async () => {
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const database = `shared_${crypto.randomBytes(4).toString('hex')}`;
    try {
      await ensureEngagementWarehouse(adminUrl, first, limits, { database });
      await expect(ensureEngagementWarehouse(adminUrl, second, limits, { database })).rejects.toMatchObject({
        reason: 'refused',
        message: `The database ${database} holds another engagement's warehouse: name another database in the node model configuration.`,
      });
      // The first engagement's role still owns every schema; the second got no way in.
      const owners = await adminQuery<{ owner: string }>(
        `SELECT DISTINCT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = ANY($1)`,
        [WAREHOUSE_SCHEMAS],
        database,
      );
      expect(owners).toEqual([{ owner: warehouseName(first) }]);
      const [{ allowed }] = await adminQuery<{ allowed: boolean }>(
        `SELECT has_database_privilege($1, $2, 'CONNECT') AS allowed`,
        [warehouseName(second), database],
      );
      expect(allowed).toBe(false);
      await ensureEngagementWarehouse(adminUrl, first, limits, { database }); // its own: fine again
    } finally {
      await dropEngagementWarehouse(adminUrl, first, { database });
      await dropEngagementWarehouse(adminUrl, second, { database: `${database}_none` });
    }
  });

  it("stops the role's session once its temporary files pass temp_file_limit (issue 24)", async () => {
    const spiller = crypto.randomUUID();
    // Little memory for sorts, so a sort of a million numbers spills ~14 MB to a temporary file.
    const small = { ...limits, workMem: '64kB', tempFileLimit: '1MB' };
    const { role, password } = await ensureEngagementWarehouse(adminUrl, spiller, small);
    const client = new pg.Client({ connectionString: connectionUrl(adminUrl, role, { role, password }) });
    await client.connect();
    try {
      await expect(
        client.query('SELECT count(*) FROM (SELECT g FROM generate_series(1, 1000000) g ORDER BY g DESC) s'),
      ).rejects.toMatchObject({
        code: '53400',
        message: expect.stringMatching(/temp_file_limit \(1024kB\)/),
      });
    } finally {
      await client.end();
      await dropEngagementWarehouse(adminUrl, spiller);
    }
  });

  it('refuses an engagement id that is not a UUID (it becomes a name)', () => {
    expect(() => warehouseName('x"; DROP DATABASE postgres; --')).toThrow(/not an engagement id/);
  });

  it('locks PUBLIC out of every database of the server, then has nothing left to do', async () => {
    await lockDownServer(adminUrl);
    expect(await lockDownServer(adminUrl)).toEqual([]);
    const open = await adminQuery(
      `SELECT datname FROM pg_database WHERE has_database_privilege('public', oid, 'CONNECT')`,
    );
    expect(open).toEqual([]);
  });

  it('drops the database and the role, and again without error', async () => {
    const other = crypto.randomUUID();
    await ensureEngagementWarehouse(adminUrl, other, limits);
    await dropEngagementWarehouse(adminUrl, other);
    await dropEngagementWarehouse(adminUrl, other);
    const left = await adminQuery(
      `SELECT 1 FROM pg_database WHERE datname = $1 UNION ALL SELECT 1 FROM pg_roles WHERE rolname = $1`,
      [warehouseName(other)],
    );
    expect(left).toEqual([]);
  });
});
