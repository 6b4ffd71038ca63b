// The demo engagement's journey as the seed leaves it queued: its import run loads the demo files,
// Run pipelines builds every layer of the demo node model on main, and the test run has a test that
// passes and tests that find rows. Run on DuckDB (building-demo.test.ts) and on a PostgreSQL
// warehouse (building-demo-postgres.pg.test.ts): the demo's SQL is written for both.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PagedPipelineRuns, RunStatus, TablePreview, TestResult } from '@cairn/contracts';
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
import { useFixture } from '../../test/fixture.js';
import { memoryLog, waitForRun } from '../pipelines/runs.test-helpers.js';

const PASSWORD = 'Demo-password-1';
const TERMINAL: RunStatus[] = ['Succeeded', 'Failed', 'TimedOut', 'Cancelled'];

export interface DemoJourney {
  server: TestServer;
  engagementId: string;
  client: SignedInClient;
  close(): Promise<void>;
}

/** Seeds the demo on a test server; `beforeWork` runs before a worker takes the seeded runs. */
export async function startDemoJourney(
  env: Record<string, string> = {},
  beforeWork?: (server: TestServer, engagementId: string) => Promise<void>,
): Promise<DemoJourney> {
  const server = await testServer({ CAIRN_RUN_POLL_MS: '50', ...env });
  await seedDemo(server.database.db, PASSWORD, server.config);
  const [{ id: engagementId }] = await server.database.db
    .select({ id: engagements.id })
    .from(engagements)
    .where(eq(engagements.name, 'Payroll Analytics 2026'));
  await beforeWork?.(server, engagementId);
  const client = await signIn(server, DEMO_USERS.configurer.email, PASSWORD);
  const worker: RunWorker = startRunWorker(server.ctx, memoryLog().log);
  return {
    server,
    engagementId,
    client,
    close: async () => {
      await worker.stop();
      await server.close();
    },
  };
}

/** The demo journey of a test file: started before its tests, closed after them, then `afterClose`
 * (a PostgreSQL warehouse dropped). */
export function useDemoJourney(
  env: Record<string, string> = {},
  beforeWork?: (server: TestServer, engagementId: string) => Promise<void>,
  afterClose?: (engagementId: string) => Promise<void>,
): DemoJourney {
  return useFixture(
    () => startDemoJourney(env, beforeWork),
    async (journey) => {
      await journey.close();
      await afterClose?.(journey.engagementId);
    },
    60_000,
  );
}

/** Waits for the seeded runs and checks what the demo promises a user. */
export async function expectDemoJourneySucceeds({ client, engagementId }: DemoJourney) {
  const api = `/api/pipelines/engagements/${engagementId}`;
  const ok = <T>(url: string) => requestOk<T>(client, 'GET', url);
  const latest = async (layer: string) =>
    (await ok<PagedPipelineRuns>(`${api}/runs?layer=${layer}`)).results[0];
  const finished = async (layer: string) => {
    const run = await waitForRun(client, engagementId, (await latest(layer)).id, TERMINAL, 90_000);
    expect(run.status, `${layer} ${run.pipelineName}: ${run.message}`).toBe('Succeeded');
    return run;
  };

  const imported = await finished('import');
  for (const layer of ['model', 'filtering', 'labeling', 'analytical']) {
    const run = await finished(layer);
    expect(run.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Date.parse(run.startedAt!)).toBeGreaterThanOrEqual(Date.parse(imported.runStart));
  }

  // The dashboards' figures: a row per period and label.
  const overview = await ok<TablePreview>(`${api}/warehouse/tables/analytical/cost_overview/preview`);
  expect(overview.rows.length).toBeGreaterThan(0);

  // The run fails because two demo tests find rows, as they should; none fails to run.
  const tests = await waitForRun(client, engagementId, (await latest('test')).id, TERMINAL, 90_000);
  expect(tests.message).toMatch(/^2 of 3 tests failed/);
  const results = await ok<TestResult[]>(`${api}/test-results?runId=${tests.id}`);
  expect(results.some((r) => r.passed)).toBe(true);
  const failing = results.filter((r) => !r.passed);
  expect(failing.length).toBeGreaterThan(0);
  for (const result of failing) {
    expect(result.message, result.test).toBeNull();
    expect(result.failingRowCount).toBeGreaterThan(0);
    expect(result.failingRows?.length).toBeGreaterThan(0);
  }
}
