// Build and test runs through the API with the real worker, node model (git) and warehouse (DuckDB):
// dependency order, cycles, a failing node stopping only its dependants, the branch commit on the
// run, test results and their history, and hostile SQL failing its run without touching anything.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  encodeQuery,
  TEST_RUN_LAYER,
  type NodeBuild,
  type NodeHistory,
  type TablePreview,
  type TestResult,
  downstreamOf,
  type Lineage,
} from '@cairn/contracts';
import { useTestServer } from '../../test/test-server.js';
import { useBuildingEngagements } from './building.test-helpers.js';

const server = useTestServer({
  CAIRN_RUN_POLL_MS: '50',
  CAIRN_RUN_HEARTBEAT_SECONDS: '1',
  CAIRN_WAREHOUSE_STATEMENT_TIMEOUT_SECONDS: '2',
});
const building = useBuildingEngagements(server, {
  seed: async (engagementId) => {
    const connection = await server.ctx.services.warehouse.connect(engagementId);
    try {
      await connection.run(`CREATE SCHEMA IF NOT EXISTS import`);
      await connection.run(
        `CREATE OR REPLACE TABLE import.payroll AS SELECT i AS employee_id, (i % 7) * 100.0 - 100 AS amount, CASE WHEN i % 2 = 0 THEN 'EUR' ELSE 'GBP' END AS currency FROM range(1, 101) t(i)`,
      );
    } finally {
      connection.close();
    }
  },
});
const {
  engagements,
  api,
  model,
  ok,
  putNode,
  startRun,
  finished,
  run: runToEnd,
  buildsOf,
  preview,
} = building;
const api404 = (url: string) => engagements.configurer.request('GET', url);
const tableRows = async (schema: string, table: string) => (await preview(schema, table))?.rowCount;

describe('build runs', () => {
  it('builds active nodes in dependency order, rebuilds, records the branch commit and the row counts', async () => {
    await building.putPayrollModel();
    await putNode('model', 'summary', 'select count(*) as currencies from model.by_currency');
    const history = await ok<NodeHistory>('GET', `${model()}/nodes/summary/history`);

    const run = await runToEnd('BuildModel', 'model', {
      Branch: 'main',
      ActiveNodes: ['summary', 'by_currency', 'lines'],
      RebuildNodes: ['lines'],
    });
    expect(run.status, run.message ?? '').toBe('Succeeded');
    expect(run.commit).toBe(history.commits[0].oid);
    expect(run.parameters).toMatchObject({ EngagementId: engagements.engagementId, Branch: 'main' });
    const order = run.log.filter((l) => /^(Re)?[Bb]uilt /.test(l.message)).map((l) => l.message);
    expect(order).toEqual([
      'Rebuilt model.lines: 100 rows',
      'Built model.by_currency: 2 rows',
      'Built model.summary: 1 rows',
    ]);
    expect((await buildsOf(run.id)).map((b) => [b.node, b.status, b.rowCount])).toEqual([
      ['lines', 'Succeeded', 100],
      ['by_currency', 'Succeeded', 2],
      ['summary', 'Succeeded', 1],
    ]);
    const last = await ok<NodeBuild>('GET', `${api()}/builds/last?layer=model&node=by_currency`);
    expect(last).toMatchObject({ runId: run.id, status: 'Succeeded', rowCount: 2, branch: 'main' });
    const latest = await ok<NodeBuild[]>('GET', `${api()}/builds/latest?layer=model`);
    expect(latest.map((b) => [b.node, b.runId, b.rowCount])).toEqual([
      ['by_currency', run.id, 2],
      ['lines', run.id, 100],
      ['summary', run.id, 1],
    ]);
    expect(await tableRows('model', 'by_currency')).toBe(2);
  });

  it('draws the lineage of the branch: tables, nodes and tests joined by their SQL, last builds, traced columns', async () => {
    await putNode('test', 'lineage_checks', 'select 1');
    await ok('POST', `${model('main', 'test')}/nodes/lineage_checks/tests`, {
      name: 'no_negative_totals',
      categoryNames: [],
      query: encodeQuery('select * from model.by_currency where total < 0'),
    });
    const lineage = await ok<Lineage>('GET', `${api()}/lineage?branch=main`);
    const node = (id: string) => lineage.nodes.find((n) => n.id === id);
    expect(node('import.payroll')).toMatchObject({ kind: 'table', layer: 'import', name: 'payroll' });
    expect(node('model.by_currency')).toMatchObject({
      kind: 'node',
      lastBuild: { status: 'Succeeded', rowCount: 2 },
      columns: [
        { name: 'currency', sources: [{ table: 'model.lines', column: 'currency' }] },
        { name: 'total', sources: [{ table: 'model.lines', column: 'amount' }] },
      ],
    });
    expect(node('test:lineage_checks/no_negative_totals')).toMatchObject({
      kind: 'test',
      node: 'lineage_checks',
    });
    expect(lineage.edges).toEqual(
      expect.arrayContaining([
        { from: 'import.payroll', to: 'model.lines' },
        { from: 'model.lines', to: 'model.by_currency' },
        { from: 'model.by_currency', to: 'model.summary' },
        { from: 'model.by_currency', to: 'test:lineage_checks/no_negative_totals' },
      ]),
    );
    // What a change to model.lines touches, nearest first.
    expect(downstreamOf(lineage, 'model.lines').slice(0, 2)).toEqual(['model.by_currency', 'model.summary']);
    expect((await api404(`${api()}/lineage?branch=no-such-branch`)).statusCode).toBe(404);
  });
  it('fails a cycle before anything is written, naming the nodes', async () => {
    await putNode('model', 'ping', 'select * from model.pong');
    await putNode('model', 'pong', 'select * from model.ping');
    const run = await runToEnd('BuildModel', 'model', { ActiveNodes: ['ping', 'lines'] });
    expect(run.status).toBe('Failed');
    expect(run.message).toContain('ping -> pong -> ping');
    expect(await buildsOf(run.id)).toEqual([]);
    expect(await tableRows('model', 'ping')).toBeUndefined();
  });

  it('fails a reference to a missing node, naming both', async () => {
    await putNode('model', 'orphan', 'select * from model.nowhere');
    const run = await runToEnd('BuildModel', 'model', { ActiveNodes: ['orphan'] });
    expect(run.status).toBe('Failed');
    expect(run.message).toContain('Node orphan reads model.nowhere');
  });

  it('a failing node stops only the nodes that read it', async () => {
    await building.putBrokenNodes();
    await putNode('model', 'independent', 'select 42 as answer');
    const run = await runToEnd('BuildModel', 'model', {
      ActiveNodes: ['broken', 'after_broken', 'independent'],
    });
    expect(run.status).toBe('Failed');
    expect(run.message).toMatch(/Node broken failed: .*no_such_column/);
    expect(run.message).toContain('not built because of it: after_broken');
    const builds = Object.fromEntries((await buildsOf(run.id)).map((b) => [b.node, b.status]));
    expect(builds).toEqual({ broken: 'Failed', after_broken: 'Stopped', independent: 'Succeeded' });
    expect(await tableRows('model', 'independent')).toBe(1);
  });

  it('offers the chosen source to a model node as the view source, and refuses a source that is more than one SELECT', async () => {
    await putNode('model', 'from_source', 'select count(*) as n from source');
    const sources = `${model()}/nodes/from_source/sources`;
    await building.addQueries(sources, {
      euro_lines: "select * from import.payroll where currency = 'EUR'",
      smuggler: 'select 1 as n; drop table model.lines',
    });
    const run = await runToEnd('BuildModel', 'model', { ActiveNodes: ['from_source'], Source: 'euro_lines' });
    expect(run.status, run.message ?? '').toBe('Succeeded');
    const preview = (
      await engagements.configurer.request('GET', `${api()}/warehouse/tables/model/from_source/preview`)
    ).json() as TablePreview;
    expect(preview.rows).toEqual([[50]]);

    const refused = await runToEnd('BuildModel', 'model', {
      ActiveNodes: ['from_source'],
      Source: 'smuggler',
    });
    expect(refused.status).toBe('Failed');
    expect((await buildsOf(refused.id))[0].message).toMatch(/exactly one SELECT statement/);
    expect(await tableRows('model', 'lines')).toBe(100);
  });

  it("does not leave one node's source view to the next node of the run", async () => {
    await putNode('model', 'with_source', 'select count(*) as n from source');
    await ok('POST', `${model()}/nodes/with_source/sources`, {
      name: 'all_lines',
      query: encodeQuery('select * from import.payroll'),
    });
    await putNode('model', 'without_source', 'select count(*) as n from source');
    const run = await runToEnd('BuildModel', 'model', { ActiveNodes: ['with_source', 'without_source'] });
    const builds = await buildsOf(run.id);
    expect(builds.map((b) => [b.node, b.status])).toEqual([
      ['with_source', 'Succeeded'],
      ['without_source', 'Failed'],
    ]);
    expect(builds[1].message).toMatch(/source/);
  });

  it('gives filtering nodes their properties as parameters', async () => {
    await building.expectFilteringWithProperties();
  });

  it('applies the chosen category of an analytical node as <node>__<category>', async () => {
    await putNode(
      'analytical',
      'totals',
      'select currency, sum(amount) as total from model.lines group by currency',
    );
    const categories = `${model('main', 'analytical')}/nodes/totals/categories`;
    await building.addQueries(categories, {
      euro: "select * from analytical.totals where currency = 'EUR'",
      pound: "select * from analytical.totals where currency = 'GBP'",
    });
    const run = await runToEnd('BuildAnalytical', 'analytical', {
      ActiveNodes: ['totals'],
      Category: 'euro',
    });
    expect(run.status, run.message ?? '').toBe('Succeeded');
    expect(await tableRows('analytical', 'totals')).toBe(2);
    expect(await tableRows('analytical', 'totals__euro')).toBe(1);
    expect(await tableRows('analytical', 'totals__pound')).toBeUndefined();
  });
});

describe('test runs', () => {
  it('stores per test the result, failing count and rows, and keeps every run in the history', async () => {
    await putNode('test', 'checks', 'select 1');
    const tests = `${model('main', 'test')}/nodes/checks/tests`;
    await building.addTests(tests, {
      no_missing_ids: 'select * from model.lines where employee_id is null',
      no_negative_amounts: 'select employee_id, amount from model.lines where amount < 0',
    });

    const params = { Branch: 'main', Node: 'checks', ActiveTests: ['no_missing_ids', 'no_negative_amounts'] };
    const first = await runToEnd('RunTests', TEST_RUN_LAYER, params);
    expect(first.status).toBe('Failed');
    expect(first.message).toBe('1 of 2 tests failed: no_negative_amounts (14 rows)');
    const results = await ok<TestResult[]>('GET', `${api()}/test-results?runId=${first.id}`);
    expect(building.expectPayrollCheckResults(results).no_missing_ids.failingRows).toBeNull();

    const second = await runToEnd('RunTests', TEST_RUN_LAYER, { ...params, ActiveTests: ['no_missing_ids'] });
    expect(second.status).toBe('Succeeded');
    const trend = await ok<TestResult[]>(
      'GET',
      `${api()}/test-results/trend?node=checks&test=no_missing_ids`,
    );
    expect(trend.map((t) => [t.runId, t.passed])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
  });
});

describe('hostile SQL', () => {
  it('fails the run with a clear message per node and touches nothing outside the warehouse', async () => {
    const dataDir = server.ctx.services.config.dataDir;
    const outside = path.join(dataDir, 'written-by-a-query.csv');
    const otherWarehouse = path.join(dataDir, 'warehouse', `${engagements.otherEngagementId}.duckdb`);
    const hostile: Record<string, string> = {
      reads_passwd: `select * from read_csv('/etc/passwd')`,
      reads_other_engagement: `select * from '${otherWarehouse}'`,
      attaches: `attach '${otherWarehouse}' as other`,
      copies_out: `copy (select 1) to '${outside}'`,
      installs: `install httpfs`,
      loads: `load httpfs`,
      sets: `set enable_external_access = true`,
      reads_url: `select * from read_csv('https://example.com/data.csv')`,
      never_ends: `select count(*) from range(100000000000) a, range(1000) b where a.range * b.range = -1`,
    };
    for (const [name, query] of Object.entries(hostile)) await putNode('analytical', name, query);
    const run = await runToEnd('BuildAnalytical', 'analytical', { ActiveNodes: Object.keys(hostile) });
    expect(run.status).toBe('Failed');
    const builds = await buildsOf(run.id);
    expect(builds.map((b) => b.status)).toEqual(Object.keys(hostile).map(() => 'Failed'));
    for (const build of builds.filter((b) => b.node !== 'never_ends'))
      expect(build.message, build.node).toMatch(
        /^(Not allowed in the warehouse: |Only a SELECT statement is allowed here)/,
      );
    expect(builds.find((b) => b.node === 'never_ends')?.message).toBe(
      'The query ran longer than 2 seconds and was stopped.',
    );
    expect(fs.existsSync(outside)).toBe(false);
    for (const name of Object.keys(hostile)) expect(await tableRows('analytical', name)).toBeUndefined();

    const settingsStillLocked = await runToEnd('RunTests', TEST_RUN_LAYER, {
      Branch: 'main',
      Node: 'checks',
      ActiveTests: ['no_missing_ids'],
    });
    expect(settingsStillLocked.status).toBe('Succeeded');
  }, 60_000);

  // Review found this payload aborting `cairn serve` (DuckDB threw on close): the API, the worker and
  // every tenant's runs went down. Now the function is refused before DuckDB sees it.
  const LOGGING = "SELECT * FROM enable_logging(level='trace', storage='file', storage_path='/x')";

  it('refuses instance-changing functions in nodes and tests; the server and the next build carry on', async () => {
    await putNode('model', 'logs_a', LOGGING);
    await putNode('model', 'logs_b', LOGGING);
    const build = await runToEnd('BuildModel', 'model', {
      Branch: 'main',
      ActiveNodes: ['logs_a', 'logs_b'],
    });
    expect(build.status).toBe('Failed');
    const refusal =
      'Not allowed in the warehouse: queries may only read; the function enable_logging is not available.';
    expect((await buildsOf(build.id)).map((b) => [b.node, b.status, b.message])).toEqual([
      ['logs_a', 'Failed', refusal],
      ['logs_b', 'Failed', refusal],
    ]);

    await putNode('test', 'logging', 'select 1');
    const tests = `${model('main', 'test')}/nodes/logging/tests`;
    for (const name of ['logs_one', 'logs_two'])
      await ok('POST', tests, { name, categoryNames: [], query: encodeQuery(LOGGING) });
    const testRun = await runToEnd('RunTests', TEST_RUN_LAYER, {
      Branch: 'main',
      Node: 'logging',
      ActiveTests: ['logs_one', 'logs_two'],
    });
    expect(testRun.status).toBe('Failed');
    expect(testRun.message).toBe(`2 of 2 tests could not run: logs_one (${refusal}); logs_two (${refusal})`);

    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const normal = await runToEnd('BuildModel', 'model', { Branch: 'main', ActiveNodes: ['lines'] });
    expect(normal.status, normal.message ?? '').toBe('Succeeded');
  }, 60_000);

  it("diffs a node's built table against its query on another branch, by key, in the warehouse", async () => {
    await building.expectDataDiff();
  }, 60_000);

  it('flags before a build the columns a changed query would drop or retype that readers use', async () => {
    await building.expectBuildImpact();
  }, 60_000);

  it('a warehouse process that dies fails its run only, with the signal, and the next build succeeds', async () => {
    await putNode(
      'model',
      'slow',
      'select count(*) as n from range(100000000000) a, range(1000) b where a.range * b.range = -1',
    );
    const run = await startRun('BuildModel', 'model', { Branch: 'main', ActiveNodes: ['slow'] });
    const warehouse = server.ctx.services.warehouse;
    for (let i = 0; i < 200 && !warehouse.processes().length; i++)
      await new Promise((r) => setTimeout(r, 25));
    const [child] = warehouse.processes();
    expect(child?.pid).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    process.kill(child.pid!, 'SIGABRT');
    const failed = await finished(run);
    expect(failed.status).toBe('Failed');
    expect(failed.message).toBe('Node slow failed: The warehouse process stopped unexpectedly: SIGABRT.');
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const next = await runToEnd('BuildModel', 'model', { Branch: 'main', ActiveNodes: ['lines'] });
    expect(next.status, next.message ?? '').toBe('Succeeded');
    expect(await tableRows('model', 'lines')).toBe(100);
  }, 60_000);
});
