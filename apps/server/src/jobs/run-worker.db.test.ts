// The run worker in-process: outcomes, cancel, time limit, serialised engagements, graceful
// hand-back and the reaper. Handlers are registered the way modules do, on ctx.services.runHandlers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { pipelineRuns, warehouseLeases } from '../db/schema/pipelines.js';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { signInNewUser, testServer, type SignedInClient, type TestServer } from '../test/test-server.js';
import {
  memoryLog,
  runDetail,
  scriptedHandler,
  waitForRun,
  type ScriptedMode,
} from '../modules/pipelines/runs.test-helpers.js';
import { RunWorker, startRunWorker } from './run-worker.js';

describe('run worker', () => {
  let server: TestServer;
  let tenantId: string;
  let engagementId: string;
  let client: SignedInClient;
  const script = scriptedHandler();
  const workers: RunWorker[] = [];
  const worker = (overrides: Parameters<typeof startRunWorker>[2] = {}) => {
    const log = memoryLog();
    const started = startRunWorker(server.ctx, log.log, overrides);
    workers.push(started);
    return { worker: started, lines: log.lines };
  };

  beforeAll(async () => {
    server = await testServer({
      CAIRN_RUN_HEARTBEAT_SECONDS: '0.5',
      CAIRN_RUN_POLL_MS: '50',
      CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: '0.3',
    });
    server.ctx.services.runHandlers.register('RunModel', script.handler);
    const db = server.database.db;
    tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId)).id;
    client = await signInNewUser(server, {
      name: 'Cora Configurer',
      roles: [{ role: ROLE_NAMES.configurer, scope: `/tenants/${tenantId}` }],
    });
  }, 60_000);
  afterEach(async () => {
    script.release();
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => server.close());

  const start = async (mode: ScriptedMode | undefined, at = engagementId, pipelineName = 'RunModel') => {
    const res = await client.request('POST', `/api/pipelines/engagements/${at}/runs`, {
      pipelineName,
      layer: 'model',
      parameters: { mode },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as PipelineRun;
  };
  const wait = (run: PipelineRun, ...statuses: Parameters<typeof waitForRun>[3]) =>
    waitForRun(client, run.parameters.EngagementId as string, run.id, statuses);
  const leases = async () => server.database.db.select().from(warehouseLeases);

  it('runs a handler to Succeeded with its message, result, commit and log in order', async () => {
    const { worker: w } = worker();
    const run = await wait(await start('succeed'), 'Succeeded');
    expect(run).toMatchObject({ message: 'done', result: { ok: true }, commit: 'c0ffee' });
    expect(run.startedAt).not.toBeNull();
    expect(run.runEnd).not.toBeNull();
    expect(run.log.map((l) => l.message)).toEqual([
      'Queued by Cora Configurer',
      `Started on worker ${w.id}`,
      'scripted step',
      'Succeeded: done',
    ]);
    expect(run.log.map((l) => l.seq)).toEqual([1, 2, 3, 4]);
    expect(run.log[2]).toMatchObject({ step: 'script', detail: { mode: 'succeed' } });
    expect(await leases()).toEqual([]);
  });

  it('fails a run with the RunFailure message (or a 4xx refusal) as it is, and hides other errors behind an error number', async () => {
    const { lines } = worker();
    expect(await wait(await start('fail'), 'Failed')).toMatchObject({
      message: 'Line 3 of a.csv is malformed',
    });
    expect(await wait(await start('refuse'), 'Failed')).toMatchObject({
      message: 'This storage keeps its files on one server only.',
    });
    const crashed = await wait(await start('crash'), 'Failed');
    expect(crashed.message).toMatch(/^Internal error [0-9a-f-]{36}$/);
    expect(crashed.message).not.toContain('secret');
    const logged = lines.find((l) => l.level === 'error');
    expect(logged?.obj).toMatchObject({
      errorId: crashed.message!.slice('Internal error '.length),
      runId: crashed.id,
    });
    expect(String((logged?.obj as { err: Error }).err.stack)).toContain('secret internals');
  });

  it('fails a run whose pipeline has no handler with a clear message', async () => {
    // Every pipeline of PIPELINE_NAMES gets a handler, so: a run queued by a newer Cairn this worker predates.
    const [run] = await server.database.db
      .insert(pipelineRuns)
      .values({
        engagementId,
        tenantId,
        pipelineName: 'FutureThing',
        layerName: 'model',
        parameters: { EngagementId: engagementId },
        timeLimitSeconds: 60,
      })
      .returning();
    worker();
    const failed = await waitForRun(client, engagementId, run.id, ['Failed']);
    expect(failed.message).toBe(
      "This Cairn has no handler for the pipeline 'FutureThing', so the run cannot start.",
    );
    expect(await leases()).toEqual([]);
  });

  it('cancels a running handler through its signal: Canceling, then Cancelled', async () => {
    worker();
    const run = await wait(await start('waitForSignal'), 'InProgress');
    const res = await client.request(
      'POST',
      `/api/pipelines/engagements/${engagementId}/runs/${run.id}/cancel`,
    );
    expect(res.json()).toMatchObject({
      status: 'Canceling',
      message: 'Cancelling, asked by Cora Configurer',
    });
    const done = await wait(run, 'Cancelled');
    expect(done.message).toBe('Cancelled by Cora Configurer');
    expect(script.calls.find((c) => c.runId === run.id)?.reason).toBe('cancelled');
    expect(done.log.map((l) => l.message)).toContain('Cancel asked by Cora Configurer');
    expect(await leases()).toEqual([]);
  });

  it('a cancel asked in another process reaches the handler through the heartbeat', async () => {
    // No in-process events: the worker learns of the cancel from the database only.
    workers.push(
      new RunWorker({
        db: server.database.db,
        config: server.config.runs,
        handlers: server.ctx.services.runHandlers,
        log: memoryLog().log,
        placements: server.ctx.services.warehousePlacements,
      }).start(),
    );
    const run = await wait(await start('waitForSignal'), 'InProgress');
    // What the cancel call of a `serve --no-worker` process leaves behind: only the row changes.
    await server.database.db
      .update(pipelineRuns)
      .set({ status: 'Canceling', message: 'Cancelling, asked by Someone Else' })
      .where(eq(pipelineRuns.id, run.id));
    expect((await wait(run, 'Cancelled')).message).toBe('Cancelled by Someone Else');
  });

  it('stops a run over its time limit: the signal says timeout and the run is TimedOut', async () => {
    const run = await start('waitForSignal');
    await server.database.db
      .update(pipelineRuns)
      .set({ timeLimitSeconds: 1 })
      .where(eq(pipelineRuns.id, run.id));
    worker();
    const done = await wait(run, 'TimedOut');
    expect(done.message).toBe('The run passed its time limit of 1 s and was stopped.');
    expect(script.calls.find((c) => c.runId === run.id)?.reason).toBe('timeout');
  });

  it('closes a run whose handler ignores its cancel after a while, and frees the engagement', async () => {
    worker({ abandonAfterMs: 200 });
    const run = await wait(await start('ignoreSignal'), 'InProgress');
    await client.request('POST', `/api/pipelines/engagements/${engagementId}/runs/${run.id}/cancel`);
    const done = await wait(run, 'Cancelled');
    expect(done.log.at(-1)?.message).toBe(
      'Cancelled (the pipeline did not stop in time and was left behind)',
    );
    expect((await wait(await start('succeed'), 'Succeeded')).status).toBe('Succeeded');
  });

  it('runs one engagement at a time and different engagements side by side', async () => {
    worker(); // concurrency 2 by default
    const other = (await buildEngagement(server.database.db, tenantId)).id;
    const first = await wait(await start('ignoreSignal'), 'InProgress');
    const second = await start('succeed');
    const elsewhere = await wait(await start('ignoreSignal', other), 'InProgress');
    await new Promise((r) => setTimeout(r, 300)); // several polls
    expect((await runDetail(client, engagementId, second.id)).status).toBe('Queued');
    expect((await leases()).map((l) => l.runId).sort()).toEqual([first.id, elsewhere.id].sort());
    script.release();
    await wait(first, 'Succeeded');
    await wait(elsewhere, 'Succeeded');
    await wait(second, 'Succeeded');
  });

  it('graceful shutdown: a handler that stops on the signal or outlasts the grace period is handed back and runs again elsewhere', async () => {
    const { worker: w } = worker();
    const other = (await buildEngagement(server.database.db, tenantId)).id;
    const stubborn = await wait(await start('ignoreSignal'), 'InProgress');
    const polite = await wait(await start('waitForSignal', other), 'InProgress');
    await w.stop();
    for (const run of [stubborn, polite]) {
      const back = await runDetail(client, run.parameters.EngagementId as string, run.id);
      expect(back).toMatchObject({ status: 'Queued', startedAt: null });
      expect(back.log.at(-1)?.message).toBe(
        `Handed back by worker ${w.id}, which is shutting down; the run starts again on the next worker`,
      );
    }
    expect(script.calls.find((c) => c.runId === polite.id)?.reason).toBe('shutdown');
    const [row] = await server.database.db
      .select()
      .from(pipelineRuns)
      .where(eq(pipelineRuns.id, stubborn.id));
    expect(row).toMatchObject({ workerId: null, heartbeatAt: null });
    expect(await leases()).toEqual([]);
    script.release(); // the old stubborn handler finishes now; it must not touch the run any more
    await server.database.db
      .update(pipelineRuns)
      .set({ parameters: sql`parameters || '{"mode":"succeed"}'` })
      .where(sql`${pipelineRuns.id} in (${stubborn.id}, ${polite.id})`);
    const { worker: next } = worker();
    for (const run of [stubborn, polite]) {
      const done = await wait(run, 'Succeeded');
      expect(done.log.filter((l) => l.message.startsWith('Started on worker')).map((l) => l.message)).toEqual(
        [`Started on worker ${w.id}`, `Started on worker ${next.id}`],
      );
    }
  });

  it('a handler that finishes within the grace period at shutdown ends Succeeded', async () => {
    const { worker: w } = worker();
    const run = await wait(await start('ignoreSignal'), 'InProgress');
    const stopping = w.stop();
    setTimeout(() => script.release(), 50);
    await stopping;
    expect(await runDetail(client, engagementId, run.id)).toMatchObject({
      status: 'Succeeded',
      message: 'finished anyway',
    });
  });

  it('the reaper fails a run whose worker stopped beating, names the worker, frees the lease, and the next run works', async () => {
    const [dead] = await server.database.db
      .insert(pipelineRuns)
      .values({
        engagementId,
        tenantId,
        pipelineName: 'RunModel',
        layerName: 'model',
        parameters: { EngagementId: engagementId },
        status: 'InProgress',
        startedAt: sql`now() - interval '1 minute'`,
        heartbeatAt: sql`now() - interval '1 minute'`,
        workerId: 'gone-host:4242:abc',
        timeLimitSeconds: 3600,
      })
      .returning();
    await server.database.db
      .insert(warehouseLeases)
      .values({ engagementId, runId: dead.id, workerId: 'gone-host:4242:abc' });
    const next = await start('succeed');
    worker();
    const failed = await waitForRun(client, engagementId, dead.id, ['Failed']);
    expect(failed.message).toBe(
      'The worker gone-host:4242:abc stopped responding (no heartbeat for 1.5 s); the run was stopped. Start it again to retry.',
    );
    expect(failed.log.at(-1)).toMatchObject({ level: 'error', message: failed.message });
    expect(failed.runEnd).not.toBeNull();
    await wait(next, 'Succeeded');
  });

  it('a worker whose run was taken by a reaper stops the handler and writes nothing more', async () => {
    const { worker: w } = worker();
    const run = await wait(await start('waitForSignal'), 'InProgress');
    // What another worker's reaper does when this one looked dead.
    await server.database.db
      .update(pipelineRuns)
      .set({ status: 'Failed', message: 'reaped elsewhere', runEnd: sql`now()` })
      .where(eq(pipelineRuns.id, run.id));
    await server.database.db.delete(warehouseLeases).where(eq(warehouseLeases.runId, run.id));
    await expect
      .poll(() => script.calls.find((c) => c.runId === run.id)?.reason, { timeout: 5000 })
      .toBe('shutdown');
    await w.stop();
    const after = await runDetail(client, engagementId, run.id);
    expect(after).toMatchObject({ status: 'Failed', message: 'reaped elsewhere' });
  });

  it("is fair between tenants: one tenant's queue cannot hold every slot while another tenant's run waits", async () => {
    const db = server.database.db;
    const otherTenant = (await buildTenant(db)).id;
    const ours = await Promise.all([1, 2, 3].map(async () => (await buildEngagement(db, tenantId)).id));
    const theirs = (await buildEngagement(db, otherTenant)).id;
    // Three of our runs (different engagements, so each could start) asked for before theirs.
    const queued = await db
      .insert(pipelineRuns)
      .values(
        [...ours, theirs].map((at, i) => ({
          engagementId: at,
          tenantId: at === theirs ? otherTenant : tenantId,
          pipelineName: 'RunModel',
          layerName: 'model',
          parameters: { EngagementId: at, mode: 'ignoreSignal' },
          timeLimitSeconds: 60,
          runStart: sql`now() - make_interval(secs => ${10 - i})`,
        })),
      )
      .returning();
    const theirRun = queued[3].id;
    const inProgress = async () =>
      (await db.select().from(pipelineRuns).where(eq(pipelineRuns.status, 'InProgress')))
        .map((r) => r.id)
        .sort();
    worker(); // 2 slots: at most 1 for a tenant while another tenant waits
    await expect.poll(inProgress, { timeout: 5000 }).toEqual([queued[0].id, theirRun].sort());
    await new Promise((r) => setTimeout(r, 300)); // several polls: our other runs still wait
    expect(await inProgress()).toEqual([queued[0].id, theirRun].sort());

    // Alone in the queue, a tenant gets every slot.
    script.release(); // our first run and theirs finish
    await expect.poll(inProgress, { timeout: 5000 }).toEqual([queued[1].id, queued[2].id].sort());
    const statuses = async () => {
      script.release(); // a handler starts waiting a moment after its run is InProgress
      const rows = await db
        .select()
        .from(pipelineRuns)
        .where(
          inArray(
            pipelineRuns.id,
            queued.map((r) => r.id),
          ),
        );
      return rows.map((r) => r.status);
    };
    await expect
      .poll(statuses, { timeout: 5000 })
      .toEqual(['Succeeded', 'Succeeded', 'Succeeded', 'Succeeded']);
  });
});
