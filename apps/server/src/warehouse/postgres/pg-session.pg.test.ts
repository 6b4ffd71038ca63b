// Users' SQL through the PostgreSQL warehouse session, on a real server (runs only in the PostgreSQL
// pass: vitest.config.ts includes *.pg.test.ts when CAIRN_TEST_DATABASE_URL is set). The hostile
// statements of the DuckDB engine's untrusted-session.test.ts, in PostgreSQL's words.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UntrustedSession } from '../../modules/building/ports.js';
import { warehouseFailure } from '../../test/warehouse.js';
import { MAX_CELL_CHARS } from '../cell-cap.js';
import { connectionUrl, dropEngagementWarehouse, lockDownServer, warehouseName } from './pg-provisioning.js';
import type { PgWarehouseSession } from './pg-session.js';
import { PgWarehouse } from './pg-warehouse.js';

const adminUrl = process.env.CAIRN_TEST_DATABASE_URL!;
/** CPU-bound for ever: a nested loop over two million-row series. */
const NEVER_ENDS = 'SELECT count(*) AS n FROM generate_series(1, 1000000) a, generate_series(1, 1000000) b';

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE and message of `sql` run as the engagement role directly, outside Cairn's session. */
async function asRole(role: string, database: string, sql: string) {
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

describe('PostgreSQL warehouse session', () => {
  let warehouse: PgWarehouse;
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

  it("lists its engagement's tables and previews them, as the DuckDB engine answers", async () => {
    const tables = await warehouse.listTables(mine, myRole);
    expect(tables).toContainEqual({ schema: 'import', name: 'wages', rowCount: 5 });
    expect(tables.every((t) => !t.name.startsWith('__cairn_build_'))).toBe(true);
    expect(await warehouse.preview(mine, myRole, 'import', 'wages', 2)).toEqual({
      schema: 'import',
      name: 'wages',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'amount', type: 'integer' },
      ],
      rows: [
        [0, 0],
        [1, 10],
      ],
      rowCount: 5,
    });
    expect(await warehouse.preview(mine, myRole, 'import', 'payroll', 2)).toBeNull();
  });

  it("binds a query's $name parameters as values, never as text of the query", async () => {
    await session(async (s) => {
      const sql = "SELECT count(*) AS n, '$min' AS quoted FROM import.wages WHERE amount >= $min";
      expect((await s.query(sql, 1, { min: 20 })).rows).toEqual([[3, '$min']]);
      expect((await s.query('SELECT $country::text AS c', 1, {})).rows).toEqual([[null]]);
      const hostile = { country: "NL'; DROP TABLE import.wages; --" };
      expect((await s.query('SELECT $country::text AS c', 1, hostile)).rows).toEqual([[hostile.country]]);
      expect((await s.query('SELECT count(*) FROM import.wages', 1)).rows).toEqual([[5]]);
    });
  });

  it('builds, replaces and reads tables of its own engagement', async () => {
    await session(async (s) => {
      expect(
        await s.createTableAs(
          'model',
          'totals',
          'SELECT sum(amount) AS total FROM import.wages -- a comment',
        ),
      ).toBe(1);
      expect(await s.query('SELECT * FROM model.totals;', 10)).toEqual({
        columns: ['total'],
        columnTypes: ['bigint'],
        rows: [[100]],
      });
      expect(
        await s.createTableAs('model', 'totals', 'SELECT id FROM model.totals, import.wages WHERE id > 2'),
      ).toBe(2);
      expect((await s.query('SELECT id FROM model.totals ORDER BY id', 10)).rows).toEqual([[3], [4]]);
      expect((await s.query('SELECT * FROM generate_series(0, 99999)', 3)).rows).toEqual([[0], [1], [2]]);
      expect((await s.query('VALUES (1), (2)', 10)).rows).toEqual([[1], [2]]);
      expect((await s.query('TABLE import.wages', 10)).rows).toHaveLength(5);
      // A node's source as a temp view, replaced by one of other columns, then dropped.
      await s.createTempView('source', 'SELECT id FROM import.wages WHERE id < 2');
      expect(await s.createTableAs('model', 'from_source', 'SELECT * FROM source')).toBe(2);
      await s.createTempView('source', 'SELECT amount, id FROM import.wages');
      expect((await s.query('SELECT count(*) FROM source', 1)).rows).toEqual([[5]]);
      await s.execute('DROP VIEW IF EXISTS source');
      await s.execute('DROP TABLE IF EXISTS model.from_source');
      // No hidden build table is left behind.
      expect(
        (await s.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'model'", 10))
          .rows,
      ).toEqual([['totals']]);
    });
  });

  it('answers in JSON-safe values, with PostgreSQL type names', async () => {
    const result = await session((s) =>
      s.query(
        `SELECT 9007199254740993::bigint AS big, 12.30::numeric(18,2) AS price, 'x'::varchar(5) AS code,
                TIMESTAMP '2026-01-31 08:00:00' AS at, TIMESTAMPTZ '2026-01-02 03:04:05.123+00' AS tz,
                DATE '2026-01-31' AS day, true AS yes, '{"a":1}'::jsonb AS doc, ARRAY[1, 2] AS list,
                ARRAY[1::bigint, NULL] AS bigs, 1.5::float8 AS ratio, NULL::text AS nothing, '\\x0102'::bytea AS raw`,
        1,
      ),
    );
    expect(result.columnTypes).toEqual([
      'bigint',
      'numeric(18,2)',
      'character varying(5)',
      'timestamp without time zone',
      'timestamp with time zone',
      'date',
      'boolean',
      'jsonb',
      'integer[]',
      'bigint[]',
      'double precision',
      'text',
      'bytea',
    ]);
    expect(result.rows).toEqual([
      [
        '9007199254740993',
        '12.30',
        'x',
        '2026-01-31T08:00:00',
        '2026-01-02T03:04:05.123+00:00',
        '2026-01-31',
        true,
        { a: 1 },
        [1, 2],
        [1, null],
        1.5,
        null,
        '\\x0102',
      ],
    ]);
  });

  it("keeps the engagement in its own database: other databases and engagements' tables are out of reach", async () => {
    const otherDatabase = warehouseName(other);
    await session(async (s) => {
      const crossDatabase = await warehouseFailure(
        s.query(`SELECT * FROM ${otherDatabase}.import.payroll`, 1),
      );
      expect(crossDatabase.reason).toBe('refused');
      expect(crossDatabase.message).toMatch(/^Not allowed in the warehouse: /);
      expect((await warehouseFailure(s.query('SELECT * FROM import.payroll', 1))).message).toMatch(
        /relation "import.payroll" does not exist/,
      );
    });
    // Even with its password the role opens no database but its own.
    for (const database of [otherDatabase, 'postgres', 'template1']) {
      const attempt = await asRole(myRole, database, 'SELECT 1');
      expect(attempt, database).toMatchObject({ ok: false, code: '42501' });
      expect(attempt.ok || attempt.message).toMatch(/permission denied for database/);
    }
    expect(await asRole(myRole, myRole, 'SELECT 1 AS one')).toEqual({ ok: true, rows: [{ one: 1 }] });
  });

  it('refuses files, programs, extensions, roles and settings, through the session and as the role itself', async () => {
    const refusedFunctions = [
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT pg_read_binary_file('/etc/hostname')",
      "SELECT * FROM pg_ls_dir('/')",
      "SELECT lo_import('/etc/passwd')",
      "SELECT lo_from_bytea(0, '\\x41'::bytea)",
      "SELECT set_config('statement_timeout', '0', false)",
      "SELECT set_config('work_mem', '64GB', false)",
      'SELECT pg_terminate_backend(pg_backend_pid())',
    ];
    const notQueries = [
      "COPY import.wages TO PROGRAM 'id'",
      "COPY import.wages FROM '/etc/passwd'",
      'CREATE EXTENSION dblink',
      'CREATE ROLE evil SUPERUSER',
      'SET statement_timeout = 0',
      'INSERT INTO import.wages VALUES (9, 90)',
      `ALTER ROLE ${myRole} SET statement_timeout = 0`,
    ];
    await session(async (s) => {
      for (const sql of refusedFunctions) {
        for (const attempt of [() => s.query(sql, 1), () => s.createTableAs('model', 'stolen', sql)]) {
          const err = await warehouseFailure(attempt());
          expect(err.reason, sql).toBe('refused');
          expect(err.message, sql).toMatch(/^Not allowed in the warehouse: .*permission denied for function/);
        }
      }
      for (const sql of notQueries) {
        const attempts = [
          () => s.query(sql, 1),
          () => s.createTableAs('model', 'stolen', sql),
          () => s.createTempView('v', sql),
        ];
        for (const attempt of attempts) {
          expect(await warehouseFailure(attempt()), sql).toMatchObject({
            reason: 'sql',
            message: 'Only a SELECT statement is allowed here.',
          });
        }
      }
      expect(
        (
          await warehouseFailure(
            s.query("SELECT * FROM dblink('dbname=postgres', 'SELECT 1') AS t(x int)", 1),
          )
        ).message,
      ).toMatch(/function dblink\(unknown, unknown\) does not exist/);
      expect((await s.query('SELECT count(*) FROM import.wages', 1)).rows).toEqual([[5]]);
      expect((await s.query("SELECT current_setting('statement_timeout')", 1)).rows).toEqual([['1s']]);
    });
    // What the role may do on its own, had a statement got past the session.
    const denied = {
      "COPY (SELECT 1) TO PROGRAM 'id'": /permission denied|must be superuser|pg_execute_server_program/,
      "COPY import.wages FROM '/etc/passwd'": /permission denied|must be superuser|pg_read_server_files/,
      'CREATE EXTENSION dblink': /permission denied|not available|could not open extension control file/,
      'CREATE ROLE evil': /permission denied/,
      'CREATE SCHEMA evil': /permission denied/,
      'CREATE TABLE public.evil (x int)': /permission denied/,
      [`ALTER DATABASE ${myRole} SET statement_timeout = 0`]: /must be owner/,
      [`ALTER ROLE ${myRole} SET temp_file_limit = -1`]: /permission denied/,
      [`ALTER ROLE ${myRole} CONNECTION LIMIT -1`]: /permission denied/,
      "SELECT set_config('statement_timeout', '0', false)": /permission denied/,
      'SELECT lo_create(0)': /permission denied/,
    };
    for (const [sql, message] of Object.entries(denied)) {
      const attempt = await asRole(myRole, myRole, sql);
      expect(attempt.ok, sql).toBe(false);
      expect(attempt.ok || attempt.message, sql).toMatch(message);
    }
    const attributes = await asAdmin(
      async (admin) =>
        (
          await admin.query(
            `SELECT rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolinherit, rolconnlimit,
                  rolpassword LIKE 'SCRAM-SHA-256$4096:%' AS scram,
                  has_database_privilege('public', $2::text, 'CONNECT') AS public_connects
           FROM pg_authid WHERE rolname = $1`,
            [myRole, myRole],
          )
        ).rows[0],
    );
    expect(attributes).toEqual({
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
      rolinherit: false,
      rolconnlimit: 8,
      scram: true,
      public_connects: false,
    });
  });

  it('allows only one SELECT where a query, a view or a table definition is expected', async () => {
    await session(async (s) => {
      for (const attempt of [
        () => s.query('SELECT 1; DROP TABLE import.wages', 1),
        () => s.createTableAs('model', 'x', 'SELECT 1; DROP TABLE import.wages'),
        () => s.createTempView('v', 'SELECT 1; DROP TABLE import.wages'),
        () => s.createTableAs('model', 'x', 'SELECT 1) AS t; DROP TABLE import.wages; SELECT (1'),
        () => s.query('SELECT 1 AS one) AS t; DROP TABLE import.wages; SELECT * FROM (SELECT 1', 1),
      ]) {
        expect(await warehouseFailure(attempt())).toMatchObject({
          reason: 'sql',
          message: 'Write exactly one SELECT statement (found more than one).',
        });
      }
      expect(
        (await warehouseFailure(s.createTableAs('model', 'x', 'DROP TABLE import.wages'))).message,
      ).toMatch(/Only a SELECT/);
      // A data-modifying WITH is PostgreSQL's to refuse inside a subquery.
      const deleting = 'WITH d AS (DELETE FROM import.wages RETURNING *) SELECT * FROM d';
      for (const attempt of [
        () => s.query(deleting, 1),
        () => s.createTableAs('model', 'x', deleting),
        () => s.createTempView('v', deleting),
      ]) {
        expect((await warehouseFailure(attempt())).message).toBe('Only a SELECT statement is allowed here.');
      }
      // Reading queries cannot write: they run read-only.
      expect((await warehouseFailure(s.query('SELECT * FROM import.wages FOR UPDATE', 1))).message).toMatch(
        /read-only transaction/,
      );
      expect((await s.query('SELECT 1 AS one -- no wrapper swallowed', 1)).rows).toEqual([[1]]);
      expect((await warehouseFailure(s.createTableAs('model', 'bad name', 'SELECT 1'))).message).toMatch(
        /not a valid table name/,
      );
      expect((await warehouseFailure(s.createTableAs('public', 'x', 'SELECT 1'))).message).toMatch(
        /not a warehouse schema/,
      );
      expect(await warehouseFailure(s.query('SELEC 1', 1))).toMatchObject({
        reason: 'sql',
        message: expect.stringMatching(/syntax error/),
      });
      expect((await s.query('SELECT count(*) AS n FROM import.wages', 1)).rows).toEqual([[5]]);
    });
  });

  it('stops a query that never ends at the statement timeout, and leaves the old table', async () => {
    await session(async (s) => {
      const started = Date.now();
      const err = await warehouseFailure(s.createTableAs('import', 'wages', NEVER_ENDS));
      expect(err).toMatchObject({
        reason: 'timeout',
        message: 'The query ran longer than 1 seconds and was stopped.',
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await warehouseFailure(s.query('SELECT pg_sleep(100)', 1))).reason).toBe('timeout');
      expect((await s.query('SELECT count(*) FROM import.wages', 1)).rows).toEqual([[5]]);
    });
  });

  it("stops a query at Cairn's own timeout when the role's statement_timeout is off", async () => {
    await asAdmin((admin) => admin.query(`ALTER ROLE ${myRole} SET statement_timeout = 0`));
    try {
      await session(async (s) => {
        expect((await s.query("SELECT current_setting('statement_timeout')", 1)).rows).toEqual([['0']]);
        const started = Date.now();
        const err = await warehouseFailure(s.query(NEVER_ENDS, 1));
        expect(err).toMatchObject({
          reason: 'timeout',
          message: 'The query ran longer than 1 seconds and was stopped.',
        });
        expect(Date.now() - started).toBeLessThan(5000);
        expect((await s.query('SELECT 1', 1)).rows).toEqual([[1]]);
      });
    } finally {
      await asAdmin((admin) => admin.query(`ALTER ROLE ${myRole} SET statement_timeout = 1000`));
    }
  });

  it("stops a running query when the run's signal fires", async () => {
    const controller = new AbortController();
    await session(async (s) => {
      setTimeout(() => controller.abort('cancelled'), 200);
      const started = Date.now();
      const err = await warehouseFailure(s.query(NEVER_ENDS, 1));
      expect(err).toMatchObject({
        reason: 'aborted',
        abortReason: 'cancelled',
        message: 'The query was stopped: the run was cancelled.',
      });
      expect(Date.now() - started).toBeLessThan(900);
      expect((await warehouseFailure(s.query('SELECT 1', 1))).reason).toBe('aborted');
    }, controller.signal);
  });

  it('refuses to replace a table a view reads, and leaves it as it was', async () => {
    await session(async (s) => {
      await s.createTableAs('model', 'viewed', 'SELECT 1 AS one');
      await s.createTempView('source', 'SELECT * FROM model.viewed');
      const err = await warehouseFailure(s.createTableAs('model', 'viewed', 'SELECT 2 AS two'));
      expect(err).toMatchObject({
        reason: 'sql',
        message: expect.stringMatching(/other objects depend on it/),
      });
      expect((await s.query('SELECT * FROM source', 1)).rows).toEqual([[1]]);
      await s.execute('DROP VIEW IF EXISTS source');
      expect(await s.createTableAs('model', 'viewed', 'SELECT 2 AS two')).toBe(1);
    });
  });

  it('a lost connection fails the session as crashed; the next session works', async () => {
    const s = await warehouse.session(mine, myRole, new AbortController().signal);
    try {
      await asAdmin((admin) =>
        admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [myRole]),
      );
      expect((await warehouseFailure(s.query('SELECT 1', 1))).reason).toBe('crashed');
    } finally {
      await s.close();
    }
    expect((await session((next) => next.query('SELECT count(*) FROM import.wages', 1))).rows).toEqual([[5]]);
  });

  it('caps long values read into a query result', async () => {
    await session(async (s) => {
      await s.createTableAs(
        'model',
        'wide',
        `SELECT repeat('x', 5000000) AS big, 'small' AS small, ARRAY[repeat('y', 10000)] AS list,
                decode(repeat('ab', 5000), 'hex') AS bytes, 10::numeric ^ 5000 AS huge
         FROM generate_series(1, 3)`,
      );
      const result = await s.query('SELECT * FROM model.wide', 10);
      expect(result.columns).toEqual(['big', 'small', 'list', 'bytes', 'huge']);
      expect(result.rows).toHaveLength(3);
      expect(result.rows[0]).toEqual([
        `${'x'.repeat(MAX_CELL_CHARS)}…`,
        'small',
        null,
        `\\x${'ab'.repeat(MAX_CELL_CHARS)}`,
        null,
      ]);
      // Repeated column names stay apart.
      expect(await s.query("SELECT 1 AS a, 'two' AS a", 1)).toMatchObject({
        columns: ['a', 'a'],
        rows: [[1, 'two']],
      });
    });
  });
});
