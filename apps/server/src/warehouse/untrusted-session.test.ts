// Users' SQL through the untrusted session: hostile statements are refused with a clear error and
// nothing outside the engagement's own database file is read, written or created.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CELL_CHARS } from './cell-cap.js';
import { WarehouseService } from './warehouse.service.js';
import { warehouseFailure } from '../test/warehouse.js';
import type { RemoteSession } from './process/remote-warehouse.js';
import type { WarehouseError } from './warehouse-errors.js';

const NEVER_ENDS = 'SELECT count(*) FROM range(1000000000000) a, range(1000000000000) b';

/** Every file under `dir` with its size and modification time, but for the files of `except`. */
function snapshot(dir: string, except = '\0'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (full.startsWith(except)) continue;
    const stat = fs.statSync(full);
    out[full] = entry.isDirectory() ? 'dir' : `${stat.size}:${stat.mtimeMs}`;
  }
  return out;
}

describe('untrusted warehouse session', () => {
  let dataDir: string;
  let outside: string;
  let warehouse: WarehouseService;
  const mine = crypto.randomUUID();
  const other = crypto.randomUUID();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-wh-'));
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-wh-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.csv'), 'secret\n42\n');
    warehouse = new WarehouseService(
      { memoryLimit: '256MB', threads: 1, statementTimeoutSeconds: 1 },
      dataDir,
    );
    const seed = await warehouse.session(other, new AbortController().signal);
    await seed.createTableAs('import', 'payroll', "SELECT 'other engagement' AS secret");
    await seed.close();
    const own = await warehouse.session(mine, new AbortController().signal);
    await own.createTableAs('import', 'wages', 'SELECT range AS id, range * 10 AS amount FROM range(5)');
    await own.close();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('builds, replaces and reads tables of its own engagement', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      expect(
        await s.createTableAs(
          'model',
          'totals',
          'SELECT sum(amount) AS total FROM import.wages -- a comment',
        ),
      ).toBe(1);
      expect(await s.query('SELECT * FROM model.totals', 10)).toMatchObject({
        columns: ['total'],
        rows: [[100]],
      });
      expect(await s.createTableAs('model', 'totals', 'SELECT id FROM import.wages WHERE id > 2')).toBe(2);
      expect((await s.query('SELECT id FROM model.totals ORDER BY id', 10)).rows).toEqual([[3], [4]]);
      expect((await s.query('SELECT * FROM range(100000)', 3)).rows).toEqual([[0], [1], [2]]);
      await s.execute('CREATE OR REPLACE VIEW model.v AS SELECT 1 AS one; SELECT 2');
    } finally {
      await s.close();
    }
    const tables = await warehouse.listTables(mine);
    expect(tables.map(({ schema, name, rowCount }) => ({ schema, name, rowCount }))).toEqual([
      { schema: 'import', name: 'wages', rowCount: 5 },
      { schema: 'model', name: 'totals', rowCount: 2 },
    ]);
    expect(tables[1].columns.map((c) => c.name)).toEqual(['id']);
  });

  it('refuses files, URLs, other databases, extensions and settings, touching nothing outside', async () => {
    const own = warehouse.fileOf(mine);
    const before = { data: snapshot(dataDir, own), outside: snapshot(outside) };
    const otherFile = warehouse.fileOf(other);
    const hostile = [
      "SELECT * FROM read_csv('/etc/passwd')",
      `SELECT * FROM read_csv('${path.join(outside, 'secret.csv')}')`,
      "SELECT * FROM read_text('/etc/hostname')",
      "SELECT * FROM glob('/tmp/*')",
      `ATTACH '${otherFile}' AS other (READ_ONLY)`,
      `ATTACH '${path.join(outside, 'new.duckdb')}' AS fresh`,
      `COPY import.wages TO '${path.join(outside, 'stolen.csv')}'`,
      `COPY (SELECT 1) TO '${path.join(dataDir, 'warehouse', 'dropped.parquet')}' (FORMAT parquet)`,
      `EXPORT DATABASE '${path.join(outside, 'export')}'`,
      'INSTALL httpfs',
      'LOAD httpfs',
      "SELECT * FROM read_csv('https://example.com/data.csv')",
      "SET memory_limit = '64GB'",
      'SET threads = 64',
      'SET enable_external_access = true',
      'SET lock_configuration = false',
      "SET allowed_directories = ['/']",
      'RESET enable_external_access',
      "PRAGMA memory_limit = '64GB'",
      "CREATE PERSISTENT SECRET s (TYPE s3, KEY_ID 'a', SECRET 'b')",
    ];
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      for (const sql of hostile) {
        const err = await warehouseFailure(s.execute(sql));
        expect(err.reason, sql).toBe('refused');
        expect(err.message, sql).toMatch(/^Not allowed in the warehouse: /);
      }
      // A bare file name is not even looked up as a file: it is an unknown table.
      expect((await warehouseFailure(s.execute("SELECT * FROM '/etc/passwd'"))).message).toMatch(
        /Table with name \/etc\/passwd does not exist/,
      );
      const viaQuery = await warehouseFailure(
        s.query(`SELECT * FROM read_csv('${path.join(outside, 'secret.csv')}')`, 10),
      );
      expect(viaQuery.reason).toBe('refused');
      const viaBuild = await warehouseFailure(
        s.createTableAs('model', 'stolen', "SELECT * FROM read_csv('/etc/passwd')"),
      );
      expect(viaBuild.reason).toBe('refused');
      // Settings hold server paths: users' SQL cannot read them. The session is still usable.
      for (const sql of ["SELECT current_setting('temp_directory')", 'SELECT * FROM duckdb_settings()'])
        expect((await warehouseFailure(s.query(sql, 1))).reason, sql).toBe('refused');
      expect((await s.query('SELECT count(*) FROM import.wages', 1)).rows).toEqual([[5]]);
    } finally {
      await s.close();
    }
    expect({ data: snapshot(dataDir, own), outside: snapshot(outside) }).toEqual(before);
    expect((await warehouse.listTables(mine)).map((t) => t.name)).not.toContain('stolen');
  });

  it('allows only one SELECT where a query or a table definition is expected', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      expect((await warehouseFailure(s.query('SELECT 1; DROP TABLE import.wages', 1))).message).toMatch(
        /exactly one SELECT/,
      );
      expect(
        (await warehouseFailure(s.createTableAs('model', 'x', 'DROP TABLE import.wages'))).message,
      ).toMatch(/Only a SELECT/);
      expect(
        (
          await warehouseFailure(
            s.createTableAs('model', 'x', 'SELECT 1) AS t; DROP TABLE import.wages; SELECT (1'),
          )
        ).reason,
      ).toBe('sql');
      expect((await warehouseFailure(s.createTableAs('model', 'bad name', 'SELECT 1'))).message).toMatch(
        /not a valid table name/,
      );
      expect((await warehouseFailure(s.createTableAs('main', 'x', 'SELECT 1'))).message).toMatch(
        /not a warehouse schema/,
      );
      expect((await s.query('SELECT count(*) AS n FROM import.wages', 1)).rows).toEqual([[5]]);
    } finally {
      await s.close();
    }
  });

  it('answers and refuses queries run back to back exactly as one at a time, in order', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      const queries = [
        'SELECT id, amount FROM import.wages WHERE id < 3 ORDER BY id',
        "SELECT * FROM read_csv('/etc/passwd')",
        'SELECT 1; DROP TABLE import.wages',
        'SELECT count(*) AS n FROM import.wages -- a trailing comment',
        "SELECT current_setting('home_directory') AS h",
        'SELECT id FROM import.wages WHERE id >= 3 ORDER BY id',
      ];
      const oneAtATime = [];
      for (const sql of queries)
        oneAtATime.push(
          await s.query(sql, 10).then(
            (result) => ({ ok: true, result }),
            (err: WarehouseError) => ({ ok: false, reason: err.reason, message: err.message }),
          ),
        );
      expect(oneAtATime.map((o) => o.ok)).toEqual([true, false, false, true, false, true]);
      const batched = [];
      for await (const outcome of (s as RemoteSession).queryEach(queries, 10))
        batched.push(
          outcome.ok
            ? outcome
            : {
                ok: false,
                reason: (outcome.error as WarehouseError).reason,
                message: (outcome.error as WarehouseError).message,
              },
        );
      expect(batched).toEqual(oneAtATime);
      // Nothing a refused query tried took effect.
      expect((await s.query('SELECT count(*) AS n FROM import.wages', 1)).rows).toEqual([[5]]);
    } finally {
      await s.close();
    }
  });

  it('ends queries run back to back at an interrupt or a crash, reporting why for the query it stopped', async () => {
    const queries = [
      'SELECT 1 AS one',
      NEVER_ENDS.replace('count(*)', 'count(*) + 1 AS n'),
      'SELECT 3 AS three',
    ];
    const collect = async (outcomes: AsyncIterable<{ ok: boolean; error?: unknown }>) => {
      const seen: (string | undefined)[] = [];
      for await (const outcome of outcomes)
        seen.push(outcome.ok ? 'ok' : (outcome.error as WarehouseError).reason);
      return seen;
    };
    const cancel = new AbortController();
    const cancelled = await warehouse.session(mine, cancel.signal);
    setTimeout(() => cancel.abort(new Error('Cancelled by a user')), 300);
    expect(await collect((cancelled as RemoteSession).queryEach(queries, 1))).toEqual(['ok', 'aborted']);
    await cancelled.close();

    const s = await warehouse.session(mine, new AbortController().signal);
    const [running] = warehouse.processes();
    setTimeout(() => process.kill(running.pid!, 'SIGKILL'), 300);
    expect(await collect((s as RemoteSession).queryEach(queries, 1))).toEqual(['ok', 'crashed']);
    await s.close();
  });

  it('stops a query that never ends at the statement timeout, and leaves the old table', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      const err = await warehouseFailure(s.createTableAs('import', 'wages', NEVER_ENDS));
      expect(err.reason).toBe('timeout');
      expect(err.message).toBe('The query ran longer than 1 seconds and was stopped.');
      expect((await s.query('SELECT count(*) FROM import.wages', 1)).rows).toEqual([[5]]);
    } finally {
      await s.close();
    }
  });

  it("stops a running query when the run's signal fires", async () => {
    const slow = new WarehouseService(
      { memoryLimit: '256MB', threads: 1, statementTimeoutSeconds: 3600 },
      dataDir,
    );
    const controller = new AbortController();
    const s = await slow.session(mine, controller.signal);
    try {
      setTimeout(() => controller.abort('cancelled'), 200);
      const err = await warehouseFailure(s.query(NEVER_ENDS, 1));
      expect(err).toMatchObject({
        reason: 'aborted',
        abortReason: 'cancelled',
        message: 'The query was stopped: the run was cancelled.',
      });
    } finally {
      await s.close();
    }
  });

  it('refuses functions that change the instance or show the server, before running them', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      const refused = {
        "SELECT * FROM enable_logging(level='trace', storage='file', storage_path='/x')": 'enable_logging',
        'SELECT * FROM disable_logging()': 'disable_logging',
        'SELECT * FROM truncate_duckdb_logs()': 'truncate_duckdb_logs',
        'SELECT * FROM checkpoint()': 'checkpoint',
        'SELECT * FROM force_checkpoint()': 'force_checkpoint',
        "SELECT * FROM query('SELECT 1')": 'query',
        'SELECT * FROM pragma_database_size()': 'pragma_database_size',
        'SELECT * FROM duckdb_temporary_files()': 'duckdb_temporary_files',
        'SELECT id FROM import.wages WHERE id IN (SELECT 1 FROM enable_profiling())': 'enable_profiling',
        "SELECT write_log('x')": 'write_log',
        "SELECT nextval('s')": 'nextval',
      };
      for (const [sql, name] of Object.entries(refused)) {
        const err = await warehouseFailure(s.createTableAs('model', 'hostile', sql));
        expect(err.reason, sql).toBe('refused');
        expect(err.message, sql).toContain(
          `Not allowed in the warehouse: queries may only read; the function ${name} is not available.`,
        );
      }
      expect((await warehouseFailure(s.query("SELECT * FROM enable_logging(level='trace')", 1))).reason).toBe(
        'refused',
      );
      // What analysts write every day still runs: window and aggregate functions, operators,
      // lambdas, casts, table functions that only make rows.
      const everyday = `
        WITH w AS (SELECT id, amount, row_number() OVER (ORDER BY id DESC) AS rn, lag(amount) OVER (ORDER BY id) AS prev FROM import.wages)
        SELECT count(*) AS n, sum(amount)::DECIMAL(18,2) AS total, max(rn) AS rn, count(prev) AS prevs,
               list_transform([1, 2], x -> x * 2) AS doubled, upper('a') || lower('B') AS text,
               CASE WHEN 'abc' LIKE 'a%' THEN 1 ELSE 0 END AS liked, strftime(DATE '2026-01-31', '%Y') AS year,
               (SELECT count(*) FROM range(3)) + (SELECT count(*) FROM generate_series(1, 2)) + (SELECT count(*) FROM (SELECT unnest([1, 2]))) AS made,
               coalesce(NULL, round(random() * 0)) AS zero
        FROM w`;
      expect((await s.query(everyday, 1)).rows).toEqual([[5, '100.00', 5, 4, [2, 4], 'Ab', 1, '2026', 7, 0]]);
    } finally {
      await s.close();
    }
  });

  it('caps long values read into a preview or a query result', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    try {
      await s.createTableAs(
        'model',
        'wide',
        "SELECT repeat('x', 5000000) AS big, 'small' AS small, [repeat('y', 10000)] AS list FROM range(3)",
      );
      const result = await s.query('SELECT * FROM model.wide', 10);
      expect(result.columns).toEqual(['big', 'small', 'list']);
      expect(result.rows).toHaveLength(3);
      expect(result.rows[0][0]).toBe(`${'x'.repeat(MAX_CELL_CHARS)}…`);
      expect(result.rows[0][1]).toBe('small');
      expect(result.rows[0][2]).toBeNull();
      // Repeated column names stay apart.
      expect(await s.query("SELECT 1 AS a, 'two' AS a", 1)).toMatchObject({
        columns: ['a', 'a'],
        rows: [[1, 'two']],
      });
    } finally {
      await s.close();
    }
    const preview = await warehouse.preview(mine, 'model', 'wide', 10);
    expect(preview.rowCount).toBe(3);
    expect(preview.rows[2]).toEqual([`${'x'.repeat(MAX_CELL_CHARS)}…`, 'small', null]);
  });

  it('a crash of the warehouse process fails its work only; the warehouse stays usable', async () => {
    const s = await warehouse.session(mine, new AbortController().signal);
    const [running] = warehouse.processes();
    expect(running.pid).toBeGreaterThan(0);
    expect(running.pid).not.toBe(process.pid);
    // Its own memory ceiling (CAIRN_WAREHOUSE_PROCESS_MEMORY_MB, default 3072): RLIMIT_DATA of the process.
    const limits = fs.readFileSync(`/proc/${running.pid}/limits`, 'utf8');
    expect(limits).toMatch(new RegExp(`Max data size\\s+${3072 * 1024 * 1024}\\s`));
    const work = s.createTableAs('model', 'never', NEVER_ENDS.replace('count(*)', 'count(*) + 0 AS n'));
    setTimeout(() => process.kill(running.pid!, 'SIGABRT'), 300);
    const err = await warehouseFailure(work);
    expect(err).toMatchObject({
      reason: 'crashed',
      message: 'The warehouse process stopped unexpectedly: SIGABRT.',
    });
    expect((await warehouseFailure(s.query('SELECT 1', 1))).reason).toBe('crashed');
    await s.close();
    expect(warehouse.processes()).toEqual([]);
    const next = await warehouse.session(mine, new AbortController().signal);
    try {
      expect((await next.query('SELECT count(*) FROM import.wages', 1)).rows).toEqual([[5]]);
    } finally {
      await next.close();
    }
  });
});
