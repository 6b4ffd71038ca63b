// The demo engagement end to end: the seeded import run loads the demo files, the seeded Run
// pipelines then build every layer of the demo node model on main, and the seeded test run has a
// test that passes and tests that find rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type PagedPipelineRuns, type TestResult } from '@cairn/contracts';
import { engagements } from '../../db/schema/tenancy.js';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { DEMO_USERS, seedDemo } from '../../seed/demo.js';
import {
  requestOk,
  signIn,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

const PASSWORD = 'Demo-password-1';
let server: TestServer;
let worker: RunWorker;
let client: SignedInClient;
let engagementId: string;
const api = () => `/api/pipelines/engagements/${engagementId}`;

const ok = <T>(method: string, url: string, body?: unknown) => requestOk<T>(client, method, url, body);

beforeAll(async () => {
  server = await testServer({ CAIRN_RUN_POLL_MS: '50' });
  await seedDemo(server.database.db, PASSWORD, server.config);
  [{ id: engagementId }] = await server.database.db
    .select({ id: engagements.id })
    .from(engagements)
    .where(eq(engagements.name, 'Payroll Analytics 2026'));
  client = await signIn(server, DEMO_USERS.configurer.email, PASSWORD);
  worker = startRunWorker(server.ctx, memoryLog().log);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await server?.close();
});

describe('demo engagement', () => {
  it('keeps its node model in the default repository: the demo selects no provisioned git repository', async () => {
    const { nodeModel } = server.ctx.services;
    expect(await nodeModel.resolveGitdir(engagementId)).toBe(nodeModel.gitdir(engagementId));
    expect((await nodeModel.listBranches(engagementId)).map((b) => b.name)).toContain('working');
  });

  it('imports the demo files, then builds every layer on main and runs the demo tests as queued by the seed', async () => {
    const runs = async (layer: string) =>
      (await ok<PagedPipelineRuns>('GET', `${api()}/runs?layer=${layer}`)).results;
    const [imported] = await runs('import');
    expect(
      (await waitForRun(client, engagementId, imported.id, ['Succeeded', 'Failed'], 60_000)).status,
    ).toBe('Succeeded');

    for (const layer of ['model', 'filtering', 'labeling', 'analytical']) {
      const [queued] = await runs(layer);
      const run = await waitForRun(
        client,
        engagementId,
        queued.id,
        ['Succeeded', 'Failed', 'TimedOut'],
        60_000,
      );
      expect(run.status, `${run.pipelineName}: ${run.message}`).toBe('Succeeded');
      expect(run.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(Date.parse(run.startedAt!)).toBeGreaterThanOrEqual(Date.parse(imported.runStart));
    }

    const [queuedTests] = await runs('test');
    const tests = await waitForRun(client, engagementId, queuedTests.id, ['Succeeded', 'Failed'], 60_000);
    const results = await ok<TestResult[]>('GET', `${api()}/test-results?runId=${tests.id}`);
    expect(results.some((r) => r.passed)).toBe(true);
    const failing = results.filter((r) => !r.passed);
    expect(failing.length).toBeGreaterThan(0);
    for (const result of failing) {
      expect(result.message, result.test).toBeNull();
      expect(result.failingRowCount).toBeGreaterThan(0);
      expect(result.failingRows?.length).toBeGreaterThan(0);
    }
  }, 120_000);
});
