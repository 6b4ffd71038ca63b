// The calls the build and test run tests make as an engagement's configurer, on either warehouse
// (building.test.ts on DuckDB, building-postgres.pg.test.ts on PostgreSQL): nodes, runs to their end,
// a run's node builds, a table's preview. The client and engagement are read at each call, so a
// test file may set them in its beforeAll.
import { expect } from 'vitest';
import {
  encodeQuery,
  engagementScope,
  ROLE_NAMES,
  type NodeBuild,
  type PipelineRun,
  type TablePreview,
  type TestResult,
  type DataDiff,
  type BuildImpact,
} from '@cairn/contracts';
import { startRunWorker } from '../../jobs/run-worker.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { requestOk, signInWithRole, type SignedInClient, type TestServer } from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

export function buildingCalls(configurer: () => SignedInClient, engagement: () => string) {
  const api = () => `/api/pipelines/engagements/${engagement()}`;
  const model = (branch = 'main', layer = 'model') =>
    `/api/nodeModel/engagements/${engagement()}/branches/${branch}/layers/${layer}`;
  const ok = <T>(method: string, url: string, body?: unknown) =>
    requestOk<T>(configurer(), method, url, body);
  /** Creates the node when it is missing, then sets its query. */
  const putNode = async (layer: string, name: string, query: string, branch = 'main') => {
    const existing = await configurer().request('GET', `${model(branch, layer)}/nodes/${name}`);
    if (existing.statusCode === 404) await ok('POST', `${model(branch, layer)}/nodes`, { name });
    await ok('PUT', `${model(branch, layer)}/nodes/${name}`, { query: encodeQuery(query) });
  };
  const startRun = (pipelineName: string, layer: string, parameters: Record<string, unknown>) =>
    ok<PipelineRun>('POST', `${api()}/runs`, { pipelineName, layer, parameters });
  /** The run once it has ended: Succeeded, Failed, TimedOut or Cancelled. */
  const finished = (run: PipelineRun) =>
    waitForRun(configurer(), engagement(), run.id, ['Succeeded', 'Failed', 'TimedOut', 'Cancelled']);
  /** Queues a run and waits for its end. */
  const run = async (pipelineName: string, layer: string, parameters: Record<string, unknown>) =>
    finished(await startRun(pipelineName, layer, parameters));
  const buildsOf = (runId: string) => ok<NodeBuild[]>('GET', `${api()}/builds?runId=${runId}`);
  /** A table's preview, undefined when the table is not there. */
  const preview = async (schema: string, table: string) => {
    const res = await configurer().request('GET', `${api()}/warehouse/tables/${schema}/${table}/preview`);
    return res.statusCode === 200 ? (res.json() as TablePreview) : undefined;
  };
  return { api, model, ok, putNode, startRun, finished, run, buildsOf, preview };
}

export interface BuildingWarehouse {
  /** Points a new engagement at the warehouse (before its configurer signs in). */
  prepare?(engagementId: string): Promise<void>;
  /** Leaves the import layer as an import run would (Cairn's own SQL, not a user's). */
  seed(engagementId: string, otherEngagementId: string): Promise<void>;
  /** Drops what an engagement left on the warehouse server. */
  cleanUp?(engagementId: string): Promise<void>;
}

/**
 * The setup of a build and test run test file on one warehouse: an engagement with the building
 * features and another beside it, a configurer of the first, the import layer seeded and a run
 * worker (stopped after the tests), with buildingCalls as that configurer.
 */
export function useBuildingEngagements(server: TestServer, warehouse: BuildingWarehouse) {
  const engagements = useFixture(
    async () => {
      const db = server.database.db;
      const tenantId = (await buildTenant(db)).id;
      const features = ['Storage', 'Pipelines', 'NodeModelGit'];
      const engagementId = (await buildEngagement(db, tenantId, { features })).id;
      const otherEngagementId = (await buildEngagement(db, tenantId, { features })).id;
      await warehouse.prepare?.(engagementId);
      await warehouse.prepare?.(otherEngagementId);
      const scope = engagementScope(engagementId);
      const configurer = await signInWithRole(server, ROLE_NAMES.configurer, scope);
      await warehouse.seed(engagementId, otherEngagementId);
      const worker = startRunWorker(server.ctx, memoryLog().log);
      return { engagementId, otherEngagementId, configurer, worker };
    },
    async ({ worker, engagementId, otherEngagementId }) => {
      await worker.stop();
      await warehouse.cleanUp?.(engagementId);
      await warehouse.cleanUp?.(otherEngagementId);
    },
  );
  const calls = buildingCalls(
    () => engagements.configurer,
    () => engagements.engagementId,
  );
  const scenario = {
    putPayrollModel: () => putPayrollModel(calls),
    putBrokenNodes: () => putBrokenNodes(calls),
    expectFilteringWithProperties: () => expectFilteringWithProperties(calls),
    addQueries: (url: string, queries: Record<string, string>, fields?: Record<string, unknown>) =>
      addQueries(calls, url, queries, fields),
    addTests: (url: string, queries: Record<string, string>) =>
      addQueries(calls, url, queries, { categoryNames: [] }),
    expectPayrollCheckResults,
    expectDataDiff: () => expectDataDiff(calls),
    expectBuildImpact: () => expectBuildImpact(calls),
  };
  return { engagements, ...calls, ...scenario };
}

type BuildingCalls = ReturnType<typeof buildingCalls>;

/** The payroll model both engines build: lines from the import, and their totals by currency. */
export async function putPayrollModel({ putNode }: BuildingCalls) {
  await putNode('model', 'lines', 'select employee_id, amount, currency from import.payroll');
  await putNode(
    'model',
    'by_currency',
    'select currency, sum(amount) as total from model.lines group by currency',
  );
}

/** A node that fails (a missing column) and one that reads it. */
export async function putBrokenNodes({ putNode }: BuildingCalls) {
  await putNode('model', 'broken', 'select no_such_column from import.payroll');
  await putNode('model', 'after_broken', 'select * from model.broken');
}

/** A filtering node's properties are its query's parameters, on either engine. */
export async function expectFilteringWithProperties({ putNode, ok, model, run, preview }: BuildingCalls) {
  await putNode('filtering', 'big_amounts', 'select * from model.lines where amount >= $min_amount');
  await ok('PUT', `${model('main', 'filtering')}/nodes/big_amounts/properties`, [
    { name: 'min_amount', value: '400' },
  ]);
  const filtered = await run('BuildFiltering', 'filtering', {});
  expect(filtered.status, filtered.message ?? '').toBe('Succeeded');
  // amounts are (i % 7) * 100 - 100 for i in 1..100: 400 and 500 occur for i % 7 in {5, 6}
  expect((await preview('filtering', 'big_amounts'))?.rowCount).toBe(28);
}

/** Posts a query per name to `url` (a node's tests, sources or categories), with `fields` (a test's
 * categoryNames). */
export async function addQueries(
  { ok }: BuildingCalls,
  url: string,
  queries: Record<string, string>,
  fields: Record<string, unknown> = {},
) {
  for (const [name, query] of Object.entries(queries))
    await ok('POST', url, { name, ...fields, query: encodeQuery(query) });
}

/** The results of the payroll checks: no missing ids passes, 14 negative amounts fail with their rows. */
export function expectPayrollCheckResults(results: TestResult[]) {
  const byName = Object.fromEntries(results.map((r) => [r.test, r]));
  expect(byName.no_missing_ids).toMatchObject({ passed: true, state: 'success', failingRowCount: 0 });
  expect(byName.no_negative_amounts).toMatchObject({
    passed: false,
    state: 'failed',
    failingRowCount: 14,
    columns: ['employee_id', 'amount'],
  });
  expect(byName.no_negative_amounts.failingRows).toHaveLength(14);
  return byName;
}

/**
 * The data diff on either engine: model.lines built from main, then on a branch doubled, cut to the
 * first 90 employees and one added: 1 added, 10 removed, 77 changed (amount is 0 for every 7th), and
 * a page of them with the changed column's two values.
 */
export async function expectDataDiff({ putNode, ok, api, run }: BuildingCalls) {
  await putNode('model', 'lines', 'select employee_id, amount, currency from import.payroll');
  const built = await run('BuildModel', 'model', { Branch: 'main', ActiveNodes: ['lines'] });
  expect(built.status, built.message ?? '').toBe('Succeeded');
  const branch = `diff_${Date.now().toString(36)}`;
  await ok('POST', `/api/nodeModel/engagements/${api().split('/').pop()}/branches`, {
    name: branch,
    parentBranch: 'main',
  });
  await putNode(
    'model',
    'lines',
    `select employee_id, amount * 2 as amount, currency from import.payroll where employee_id <= 90
     union all select 1000, 1, 'EUR'`,
    branch,
  );
  const diff = await ok<DataDiff>(
    'GET',
    `${api()}/diff?layer=model&node=lines&branch=${branch}&key=employee_id`,
  );
  expect(diff.counts).toEqual({ added: 1, removed: 10, changed: 77, same: 13 });
  expect(diff.repeatedKeys).toEqual({ table: 0, branch: 0 });
  expect(diff.changedColumns).toEqual([{ column: 'amount', rows: 77 }]);
  expect(diff.sample[0]).toMatchObject({ change: 'added', key: { employee_id: 1000 } });
  expect(diff.sample[1]).toMatchObject({ change: 'removed', key: { employee_id: 91 } });
  const changed = diff.sample.find((row) => row.change === 'changed')!;
  expect(changed.key).toEqual({ employee_id: 2 });
  expect(changed.columns).toEqual([
    { column: 'amount', table: expect.anything(), branch: expect.anything() },
  ]);
  expect(Number(changed.columns[0].branch)).toBe(2 * Number(changed.columns[0].table));
  // Currency is no key: its two values repeat on both sides, and the answer says so.
  const byCurrency = await ok<DataDiff>(
    'GET',
    `${api()}/diff?layer=model&node=lines&branch=${branch}&key=currency`,
  );
  expect(byCurrency.repeatedKeys).toEqual({ table: 2, branch: 2 });
  const page2 = await ok<DataDiff>(
    'GET',
    `${api()}/diff?layer=model&node=lines&branch=${branch}&key=employee_id&page=2`,
  );
  expect(page2.sample[0].key).not.toEqual(diff.sample[0].key);
  const noKey = await ok<DataDiff>(
    'GET',
    `${api()}/diff?layer=model&node=lines&branch=${branch}&key=no_such`,
  ).catch((err: Error) => err);
  expect(String(noKey)).toMatch(/400/);
}

/**
 * Build impact, from the queries' actual output: `lines` of the published branch (main) loses a
 * column two readers use and retypes one only a `select *` reader hands on; nothing is built.
 */
export async function expectBuildImpact({ putNode, ok, api, run }: BuildingCalls) {
  const lines = 'select employee_id, amount, currency from import.payroll';
  await putNode('model', 'lines', lines);
  await putNode(
    'model',
    'by_currency',
    'select currency, sum(amount) as total from model.lines group by currency',
  );
  await putNode('model', 'all_lines', 'select * from model.lines');
  const built = await run('BuildModel', 'model', { Branch: 'main', ActiveNodes: ['lines', 'by_currency'] });
  expect(built.status, built.message ?? '').toBe('Succeeded');
  const impact = () => ok<BuildImpact>('GET', `${api()}/build-impact?layer=model`);
  expect((await impact()).nodes).toEqual([]);

  // The fields are not touched: only the query changes.
  await putNode(
    'model',
    'lines',
    'select cast(employee_id as varchar) as employee_id, currency from import.payroll',
  );
  const found = await impact();
  expect(found.branch).toBe('main');
  expect(found.nodes).toHaveLength(1);
  const [employeeId, amount] = found.nodes[0].changes;
  expect(found.nodes[0].node).toBe('lines');
  // Other readers of lines (of the file's other tests) may be named too; by_currency never uses
  // employee_id, and a `select *` reader hands every column on.
  expect(employeeId).toMatchObject({ change: 'typeChanged', column: 'employee_id' });
  expect(employeeId.readBy).toContain('model.all_lines');
  expect(employeeId.readBy).not.toContain('model.by_currency');
  expect(employeeId.to).toMatch(/char|text/i);
  expect(employeeId.from).not.toMatch(/char|text/i);
  expect(amount).toMatchObject({ change: 'dropped', column: 'amount', to: null });
  expect(amount.readBy).toEqual(expect.arrayContaining(['model.all_lines', 'model.by_currency']));
  // A query that cannot run is named, not a failed answer.
  await putNode('model', 'lines', 'select no_such_column from import.payroll');
  expect((await impact()).unreadable).toEqual([
    { node: 'lines', message: expect.stringMatching(/no_such_column/) },
  ]);
  await putNode('model', 'lines', lines);
}
