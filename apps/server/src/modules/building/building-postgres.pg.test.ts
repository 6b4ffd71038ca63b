// Build and test runs of an engagement whose warehouse is on PostgreSQL (its node model configuration
// names the installation's warehouse server): the same API, worker and git node model as
// building.test.ts on DuckDB, with users' SQL run as the engagement's own role. Hostile SQL fails its
// node with PostgreSQL's refusal and reaches nothing outside the engagement's database.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEST_RUN_LAYER, type TestResult, type WarehouseTable } from '@cairn/contracts';
import { useTestServer } from '../../test/test-server.js';
import {
  postgresWarehouseEnv,
  useWarehouseServer,
  WAREHOUSE_SERVER_NAME,
  warehouseAdminUrl,
} from '../../test/postgres-warehouse.js';
import { dropEngagementWarehouse, warehouseName } from '../../warehouse/postgres/pg-provisioning.js';
import { useBuildingEngagements } from './building.test-helpers.js';

const adminUrl = warehouseAdminUrl();

const server = useTestServer({
  CAIRN_RUN_POLL_MS: '50',
  CAIRN_RUN_HEARTBEAT_SECONDS: '1',
  CAIRN_WAREHOUSE_STATEMENT_TIMEOUT_SECONDS: '2',
  CAIRN_WAREHOUSE_MAX_TEMP_SIZE: '2GiB',
  ...postgresWarehouseEnv(),
});
const onPostgres = (id: string, database?: string) => useWarehouseServer(server, id, { database });

const building = useBuildingEngagements(server, {
  prepare: (engagementId) => onPostgres(engagementId),
  // The import layer as an import run would leave it, and another engagement's table beside it.
  seed: async (engagementId, otherEngagementId) => {
    const warehouse = server.ctx.services.warehouse;
    const seed = async (id: string, table: string, sql: string) => {
      const session = await warehouse.session(id, new AbortController().signal);
      try {
        await session.createTableAs('import', table, sql);
      } finally {
        await session.close();
      }
    };
    await seed(
      engagementId,
      'payroll',
      `SELECT i AS employee_id, (i % 7) * 100.0 - 100 AS amount,
       CASE WHEN i % 2 = 0 THEN 'EUR' ELSE 'GBP' END AS currency FROM generate_series(1, 100) AS t(i)`,
    );
    await seed(otherEngagementId, 'secrets', "SELECT 'another engagement' AS secret");
  },
  cleanUp: (engagementId) => dropEngagementWarehouse(adminUrl, engagementId),
});
const { engagements, api, ok, putNode, run, buildsOf, preview } = building;
const model = (layer = 'model') => building.model('main', layer);

describe('build and test runs on a PostgreSQL warehouse', () => {
  it('builds in dependency order with row counts, a failing node stopping only its dependants', async () => {
    await building.putPayrollModel();
    await building.putBrokenNodes();
    const built = await run('BuildModel', 'model', {
      ActiveNodes: ['by_currency', 'lines', 'broken', 'after_broken'],
    });
    expect(built.status).toBe('Failed');
    expect(built.message).toMatch(/Node broken failed: column "no_such_column" does not exist/);
    const builds = Object.fromEntries(
      (await buildsOf(built.id)).map((b) => [b.node, [b.status, b.rowCount]]),
    );
    expect(builds).toEqual({
      lines: ['Succeeded', 100],
      broken: ['Failed', null],
      by_currency: ['Succeeded', 2],
      after_broken: ['Stopped', null],
    });
    expect(await preview('model', 'by_currency')).toMatchObject({
      columns: [
        { name: 'currency', type: 'text' },
        { name: 'total', type: 'numeric' },
      ],
      rowCount: 2,
    });
    const tables = await ok<WarehouseTable[]>('GET', `${api()}/warehouse/tables`);
    expect(tables).toContainEqual(expect.objectContaining({ schema: 'model', name: 'lines', rowCount: 100 }));

    // A rebuild replaces the table; properties and categories work as on DuckDB.
    await building.expectFilteringWithProperties();
  }, 60_000);

  it('runs tests, keeping failing counts and rows', async () => {
    await putNode('test', 'checks', 'select 1');
    const tests = `${model('test')}/nodes/checks/tests`;
    await building.addTests(tests, {
      no_missing_ids: 'select * from model.lines where employee_id is null',
      no_negative_amounts: 'select employee_id, amount from model.lines where amount < 0 -- refunds',
      duckdb_only: 'select * from range(3)',
    });
    const tested = await run('RunTests', TEST_RUN_LAYER, {
      Node: 'checks',
      ActiveTests: ['no_missing_ids', 'no_negative_amounts', 'duckdb_only'],
    });
    expect(tested.status).toBe('Failed');
    // A query only DuckDB accepts is an error with PostgreSQL's message, not a crash.
    expect(tested.message).toMatch(
      /^1 of 3 tests failed: no_negative_amounts \(14 rows\)\. 1 of 3 tests could not run: duckdb_only \(function range\(integer\) does not exist/,
    );
    const results = await ok<TestResult[]>('GET', `${api()}/test-results?runId=${tested.id}`);
    const byName = building.expectPayrollCheckResults(results);
    expect(byName.duckdb_only).toMatchObject({ passed: false, state: 'error', failingRowCount: null });
  }, 60_000);

  it('fails hostile nodes with the refusal and reaches nothing outside the engagement database', async () => {
    const hostile: Record<string, string> = {
      reads_file: `select pg_read_file('/etc/passwd')`,
      lists_files: `select * from pg_ls_dir('/')`,
      copies_program: `copy (select 1) to program 'id'`,
      other_database: `select * from ${warehouseName(engagements.otherEngagementId)}.import.secrets`,
      sets_timeout: `select set_config('statement_timeout', '0', false)`,
      creates_role: `create role intruder superuser`,
      two_statements: `select 1 as n; drop table import.payroll`,
      writes_in_cte: `with gone as (delete from import.payroll returning *) select count(*) from gone`,
      never_ends: `select count(*) from generate_series(1, 100000000000) a`,
    };
    for (const [name, query] of Object.entries(hostile)) await putNode('analytical', name, query);
    const built = await run('BuildAnalytical', 'analytical', { ActiveNodes: Object.keys(hostile) });
    expect(built.status).toBe('Failed');
    const builds = await buildsOf(built.id);
    expect(Object.fromEntries(builds.map((b) => [b.node, b.status]))).toEqual(
      Object.fromEntries(Object.keys(hostile).map((n) => [n, 'Failed'])),
    );
    const message = (node: string) => builds.find((b) => b.node === node)?.message;
    for (const node of ['reads_file', 'lists_files', 'sets_timeout'])
      expect(message(node), node).toMatch(/^Not allowed in the warehouse: .*permission denied/);
    expect(message('other_database')).toMatch(/^Not allowed in the warehouse: .*cross-database references/);
    expect(message('never_ends')).toBe('The query ran longer than 2 seconds and was stopped.');
    for (const node of ['copies_program', 'creates_role', 'two_statements', 'writes_in_cte'])
      expect(message(node), node).toMatch(/SELECT/);
    expect((await preview('import', 'payroll'))?.rowCount).toBe(100);
    for (const name of Object.keys(hostile)) expect(await preview('analytical', name)).toBeUndefined();
  }, 60_000);

  it("bounds the disk the engagement's role may spill to by CAIRN_WAREHOUSE_MAX_TEMP_SIZE (issue 24)", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ setconfig: string[] }>(
        `SELECT setconfig FROM pg_db_role_setting WHERE setrole = $1::regrole AND setdatabase = 0`,
        [warehouseName(engagements.engagementId)],
      );
      expect(rows[0].setconfig).toContain('temp_file_limit=2097152kB');
    } finally {
      await admin.end();
    }
  });

  it('refuses a configuration naming another server, or a database another engagement holds', async () => {
    const { engagementId, otherEngagementId } = engagements;
    await onPostgres(engagementId, warehouseName(otherEngagementId));
    const taken = await run('BuildModel', 'model', { ActiveNodes: ['lines'] });
    expect(taken.status).toBe('Failed');
    // Refused before any connection: the name is of Cairn's making and not this engagement's (issue 24).
    expect(taken.message).toContain(
      `The node model configuration's database name '${warehouseName(otherEngagementId)}' cannot be used: it is a database of Cairn's or of another engagement.`,
    );
    await useWarehouseServer(server, engagementId, { serverName: 'elsewhere' });
    const elsewhere = await run('BuildModel', 'model', { ActiveNodes: ['lines'] });
    expect(elsewhere.status).toBe('Failed');
    expect(elsewhere.message).toContain(
      `names the SQL server 'elsewhere', but this installation's warehouse server is '${WAREHOUSE_SERVER_NAME}'`,
    );
    await onPostgres(engagementId);
    const back = await run('BuildModel', 'model', { ActiveNodes: ['lines'] });
    expect(back.status, back.message ?? '').toBe('Succeeded');
  }, 60_000);

  it("diffs a node's built table against its query on another branch, by key, in the warehouse", async () => {
    await building.expectDataDiff();
  }, 60_000);

  it('flags before a build the columns a changed query would drop or retype that readers use', async () => {
    await building.expectBuildImpact();
  }, 60_000);
});
