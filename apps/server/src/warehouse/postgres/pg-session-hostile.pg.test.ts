// Hostile SQL through the PostgreSQL warehouse session, on a real server (the PostgreSQL pass only):
// other databases, files, programs, roles and settings are out of reach; one SELECT where one is
// expected; timeouts and the run's signal stop a query.
import { describe, expect, it } from 'vitest';
import { warehouseFailure } from '../../test/warehouse.js';
import { warehouseName } from './pg-provisioning.js';
import { asAdmin, asRole, NEVER_ENDS, usePgWarehouse } from './pg-session.test-helpers.js';

describe('PostgreSQL warehouse session against hostile SQL', () => {
  const setup = usePgWarehouse();
  const { session, other, myRole } = setup;

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
});
