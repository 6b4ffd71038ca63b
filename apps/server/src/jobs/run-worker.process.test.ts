// `cairn serve` with its in-process worker on the embedded database, as a newcomer runs it: killed
// with SIGKILL mid-run, the run is failed once Cairn is back; stopped with SIGTERM mid-run, the run
// is handed back and starts again after the restart. Uses the test-only diagnostic pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineRun, PipelineRunDetail, RunStatus } from '@cairn/contracts';
import { startCairn } from '../test/cairn-process.js';
import { DIAGNOSTIC_PIPELINE } from '../modules/pipelines/diagnostic-pipeline.js';

const HEARTBEAT_SECONDS = 0.5;
const ENV = {
  CAIRN_DIAGNOSTIC_PIPELINES: 'true',
  CAIRN_RUN_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
  CAIRN_RUN_POLL_MS: '100',
  CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: '1',
};
type Cairn = Awaited<ReturnType<typeof startCairn>>;
type Client = Awaited<ReturnType<Cairn['signIn']>>;

describe('cairn serve with its worker, as a process', () => {
  let cairn: Cairn;
  let dataDir: string;

  beforeAll(async () => {
    cairn = await startCairn(ENV);
    dataDir = cairn.dataDir;
    // The demo's seeded runs would go first (one run at a time per tenant) and keep the cores busy
    // for minutes; they are not what this tests: cancelled, and the worker quiet before the tests.
    const client = await cairn.signIn('configurer@cairn.local');
    const deadline = Date.now() + 60_000;
    for (const { id } of await client.json<{ id: string }[]>('GET', '/api/engagements/mine')) {
      const base = `/api/pipelines/engagements/${id}`;
      for (;;) {
        const { results } = await client.json<{ results: PipelineRun[] }>('GET', `${base}/runs?pageSize=50`);
        const active = results.filter((r) => ['Queued', 'InProgress', 'Canceling'].includes(r.status));
        if (active.length === 0) break;
        for (const run of active.filter((r) => r.status !== 'Canceling'))
          await client.json('POST', `${base}/runs/${run.id}/cancel`);
        if (Date.now() > deadline) throw new Error('the demo runs did not stop');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // A real start seeds the demo first: 30-50 s on a slow 2-core machine.
  }, 180_000);
  afterAll(async () => {
    await cairn.stop();
  });

  async function session() {
    const client = await cairn.signIn('configurer@cairn.local');
    const engagement = (
      await client.json<{ id: string; name: string }[]>('GET', '/api/engagements/mine')
    ).find((e) => e.name === 'Payroll Analytics 2026')!;
    return { client, base: `/api/pipelines/engagements/${engagement.id}` };
  }
  const start = (client: Client, base: string, waitMs: number) =>
    client.json<PipelineRun>('POST', `${base}/runs`, {
      pipelineName: DIAGNOSTIC_PIPELINE,
      layer: 'test',
      parameters: { waitMs },
    });
  async function waitFor(
    client: Client,
    base: string,
    id: string,
    statuses: RunStatus[],
    timeoutMs = 30_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = await client.json<PipelineRunDetail>('GET', `${base}/runs/${id}`);
      if (statuses.includes(run.status)) return run;
      if (Date.now() > deadline)
        throw new Error(`run is ${run.status}: ${run.log.map((l) => l.message).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const restart = async () => {
    cairn = await startCairn(ENV, { dataDir });
  };

  it('after SIGKILL mid-run and a restart, the run is Failed with a message naming the dead worker, and the next run works', async () => {
    let { client, base } = await session();
    const run = await start(client, base, 120_000);
    const running = await waitFor(client, base, run.id, ['InProgress']);
    const deadWorker = running.log
      .find((l) => l.message.startsWith('Started on worker'))!
      .message.slice('Started on worker '.length);
    expect(deadWorker).toContain(`:${cairn.pid}:`);
    cairn.kill('SIGKILL');
    await cairn.exited;
    await restart();
    ({ client, base } = await session());
    const failed = await waitFor(client, base, run.id, ['Failed'], 3 * HEARTBEAT_SECONDS * 1000 + 10_000);
    expect(failed.message).toBe(
      `The worker ${deadWorker} stopped responding (no heartbeat for ${3 * HEARTBEAT_SECONDS} s); the run was stopped. Start it again to retry.`,
    );
    const next = await start(client, base, 0);
    expect((await waitFor(client, base, next.id, ['Succeeded', 'Failed'])).status).toBe('Succeeded');
  }, 90_000);

  it('SIGTERM mid-run hands the run back and exits 0; after the restart it runs again', async () => {
    let { client, base } = await session();
    const run = await start(client, base, 120_000);
    await waitFor(client, base, run.id, ['InProgress']);
    cairn.kill('SIGTERM');
    expect(await cairn.exited).toBe(0);
    await restart();
    ({ client, base } = await session());
    const again = await waitFor(client, base, run.id, ['InProgress']);
    const messages = again.log.map((l) => l.message);
    expect(messages.filter((m) => m.startsWith('Handed back by worker'))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('Started on worker'))).toHaveLength(2);
    await client.json('POST', `${base}/runs/${run.id}/cancel`);
    expect((await waitFor(client, base, run.id, ['Cancelled', 'Failed'])).status).toBe('Cancelled');
  }, 90_000);
});
