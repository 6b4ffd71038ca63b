// Users' SQL through the PostgreSQL warehouse session, on a real server (runs only in the PostgreSQL
// pass: vitest.config.ts includes *.pg.test.ts when CAIRN_TEST_DATABASE_URL is set). The hostile
// statements of the DuckDB engine's untrusted-session.test.ts, in PostgreSQL's words.
import { describe, expect, it } from 'vitest';
import { warehouseFailure } from '../../test/warehouse.js';
import { MAX_CELL_CHARS } from '../cell-cap.js';
import { asAdmin, usePgWarehouse } from './pg-session.test-helpers.js';

describe('PostgreSQL warehouse session', () => {
  const setup = usePgWarehouse();
  const { session, mine, myRole } = setup;

  it("lists its engagement's tables and previews them, as the DuckDB engine answers", async () => {
    const tables = await setup.warehouse.listTables(mine, myRole);
    expect(tables).toContainEqual({
      schema: 'import',
      name: 'wages',
      rowCount: 5,
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'amount', type: 'integer' },
      ],
    });
    expect(tables.every((t) => !t.name.startsWith('__cairn_build_'))).toBe(true);
    expect(await setup.warehouse.preview(mine, myRole, 'import', 'wages', 2)).toEqual({
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
    expect(await setup.warehouse.preview(mine, myRole, 'import', 'payroll', 2)).toBeNull();
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
    const s = await setup.warehouse.session(mine, myRole, new AbortController().signal);
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
