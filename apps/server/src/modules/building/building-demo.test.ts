// The demo engagement end to end: the seeded import run loads the demo files, then every layer of
// the demo node model builds on main through its Run pipeline, and the demo tests include one that
// passes and one that finds rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_RUN_LAYER, type PagedPipelineRuns, type PipelineRun, type TestResult } from '@cairn/contracts';
import { engagements } from '../../db/schema/index.js';
import { startRunWorker, type RunWorker } from '../../jobs/run-worker.js';
import { DEMO_USERS, seedDemo } from '../../seed/demo.js';
import { signIn, testServer, type SignedInClient, type TestServer } from '../../test/test-server.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

const PASSWORD = 'Demo-password-1';
let server: TestServer;
let worker: RunWorker;
let client: SignedInClient;
let engagementId: string;
const api = () => `/api/pipelines/engagements/${engagementId}`;

async function ok<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await client.request(method, url, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function runToEnd(pipelineName: string, layer: string) {
  const run = await ok<PipelineRun>('POST', `${api()}/runs`, { pipelineName, layer, parameters: {} });
  return waitForRun(client, engagementId, run.id, ['Succeeded', 'Failed', 'TimedOut'], 60_000);
}

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
  it('imports the demo files, builds every layer on main and runs the demo tests', async () => {
    const imports = await ok<PagedPipelineRuns>('GET', `${api()}/runs?layer=import`);
    expect(imports.results).toHaveLength(1);
    const imported = await waitForRun(
      client,
      engagementId,
      imports.results[0].id,
      ['Succeeded', 'Failed'],
      60_000,
    );
    expect(imported.status, imported.message ?? '').toBe('Succeeded');

    for (const [pipeline, layer] of [
      ['RunModel', 'model'],
      ['RunFiltering', 'filtering'],
      ['RunLabeling', 'labeling'],
      ['RunAnalytical', 'analytical'],
    ]) {
      const run = await runToEnd(pipeline, layer);
      expect(run.status, `${pipeline}: ${run.message}`).toBe('Succeeded');
      expect(run.commit).toMatch(/^[0-9a-f]{40}$/);
    }

    const tests = await runToEnd('RunTests', TEST_RUN_LAYER);
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
