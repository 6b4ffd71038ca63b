// `npm run test:faults`: SIGTERM to a server and a worker of a scaled deployment under steady load
// (issue 30). Two `cairn serve --no-worker` and two `cairn worker` processes on one PostgreSQL:
// reads and writes on both servers, a slow preview and a request whose body is still coming on the
// server stopped, runs claimed by the worker stopped. Every request in flight at the signal gets a
// complete answer, the server stops taking connections, the stopped worker's runs are finished or
// handed back and finished by the other (none left open, none finished twice), and both processes
// exit 0 within the shutdown grace period (CAIRN_RUN_SHUTDOWN_GRACE_SECONDS).
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQuery, type TablePreview } from '@cairn/contracts';
import { pipelineRunLog, pipelineRuns } from '../db/schema/pipelines.js';
import { DIAGNOSTIC_PIPELINE } from '../modules/pipelines/diagnostic-pipeline.js';
import {
  PASSWORD,
  seedBuildableEngagement,
  startScaledDeployment,
  type ScaledDeployment,
} from '../test/scaled-deployment.js';
import { tablesNotBuiltOnce } from '../test/worker-kills-checks.js';
import { refusesConnections, requestInFlight, startLoad, type LoadOp } from '../test/http-load.js';

/** The default of CAIRN_RUN_SHUTDOWN_GRACE_SECONDS. */
const GRACE_SECONDS = 10;
/** What closing the database pools and the last log lines may add to the grace period. */
const CLOSE_SLACK_SECONDS = 3;
const TERMINAL = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'];
/** A view that takes 1.5 s a read: its preview (rows, then the count) is a request of 3 s or more. */
const SLEEPY_VIEW = 'CREATE VIEW model.sleepy AS SELECT pg_sleep(1.5)::text AS slept';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('SIGTERM to a server and a worker under load', () => {
  let deployment: ScaledDeployment;

  beforeAll(async () => {
    deployment = await startScaledDeployment({
      servers: 2,
      workers: 2,
      heartbeatSeconds: 1,
      env: { CAIRN_DIAGNOSTIC_PIPELINES: 'true', CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
    });
  }, 120_000);
  afterAll(async () => {
    await deployment?.stop();
  }, 120_000);

  it('answers every request in flight, stops taking connections, hands back or finishes every run, exits 0 within the grace period', async () => {
    const { ctx, database, servers, workers } = deployment;
    const db = database.db;
    const [server] = servers;
    const [worker] = workers;
    const workerId = await worker.started;
    const { engagementIds, email } = await deployment.seedEngagements(4);
    const [built, previewed, written, busy] = engagementIds;
    const clients = await Promise.all(servers.map((s) => s.signIn(email, PASSWORD)));
    await seedBuildableEngagement(ctx, clients[1], built, 7);
    const model = (id: string) => `/api/nodeModel/engagements/${id}/branches/main/layers/model`;
    await clients[1].json('POST', `${model(built)}/nodes`, { name: 'slow' });
    await clients[1].json('PUT', `${model(built)}/nodes/slow`, {
      query: encodeQuery('select sum(i) as total from generate_series(1, 3000000) as t(i)'),
    });
    const session = await ctx.services.warehouse.session(previewed, new AbortController().signal);
    await session.execute(SLEEPY_VIEW).finally(() => session.close());
    // Each server's saves go to a repository of its own, as two teams' would.
    const saving = [written, busy];
    for (const [i, id] of saving.entries())
      await clients[1].json('POST', `${model(id)}/nodes`, { name: `load${i}` });
    // The half-sent save goes to a repository of its own: not queued behind the load's saves.
    await clients[1].json('POST', `${model(previewed)}/nodes`, { name: 'trickle' });

    // Steady load on both servers: reads, runs started (claimed by both workers), node saves (git).
    const runs = `/api/pipelines/engagements/${busy}/runs`;
    const mix = (target: number): LoadOp[] => {
      let n = 0;
      return [
        () => ({ what: 'engagements', method: 'GET', url: '/api/engagements/mine' }),
        () => ({ what: 'runs', method: 'GET', url: `${runs}?pageSize=20` }),
        () => ({
          what: 'start run',
          method: 'POST',
          url: runs,
          body: { pipelineName: DIAGNOSTIC_PIPELINE, layer: 'test', parameters: { waitMs: 50 } },
        }),
        () => ({
          what: 'save node',
          method: 'PUT',
          url: `${model(saving[target])}/nodes/load${target}`,
          body: { query: encodeQuery(`select ${n++} as n`) },
        }),
      ];
    };
    const load = startLoad(
      servers.map((s, i) => ({ origin: s.origin, headers: clients[i].headers, ops: mix(i) })),
      3,
    );

    // Runs for the workers to hold: a wait in each engagement, a build after the first one's.
    const start = (engagementId: string, body: object) =>
      clients[1].json<{ id: string }>('POST', `/api/pipelines/engagements/${engagementId}/runs`, body);
    const wait = { pipelineName: DIAGNOSTIC_PIPELINE, layer: 'test', parameters: { waitMs: 6000 } };
    for (const id of engagementIds) await start(id, wait);
    await start(built, {
      pipelineName: 'BuildModel',
      layer: 'model',
      parameters: { ActiveNodes: ['lines', 'totals', 'slow'] },
    });
    const holding = async () =>
      (await db.select().from(pipelineRuns).where(eq(pipelineRuns.workerId, workerId)))
        .filter((r) => r.status === 'InProgress')
        .map((r) => r.id);
    await until('the worker to hold two runs', async () =>
      (await holding()).length >= 2 ? true : undefined,
    );

    // On the server to be stopped: a preview that takes seconds (seen running on the warehouse
    // server), a save whose body is half sent, a save whose body never comes.
    const { headers } = clients[0];
    const previewStarted = Date.now();
    let previewEnded: number | undefined;
    const preview = fetch(
      `${server.origin}/api/pipelines/engagements/${previewed}/warehouse/tables/model/sleepy/preview`,
      {
        headers,
      },
    ).then(async (res) => ((previewEnded = Date.now()), { status: res.status, body: await res.text() }));
    const admin = new pg.Client({ connectionString: process.env.CAIRN_TEST_DATABASE_URL });
    await admin.connect();
    await until('the preview to run on the warehouse server', async () => {
      const { rows } = await admin.query(
        `select 1 from pg_stat_activity where query like '%sleepy%' and pid <> pg_backend_pid()`,
      );
      return rows.length ? true : undefined;
    }).finally(() => admin.end());
    const saveBody = JSON.stringify({ query: encodeQuery('select 42 as answer') });
    const trickle = await requestInFlight(
      server.origin,
      headers,
      'PUT',
      `${model(previewed)}/nodes/trickle`,
      saveBody,
    );
    const stalled = await requestInFlight(
      server.origin,
      headers,
      'PUT',
      `${model(written)}/nodes/load0`,
      saveBody,
    );

    const held = await holding();
    const signalledAt = Date.now();
    const inFlight = load.inFlight(0);
    server.kill('SIGTERM');
    worker.kill('SIGTERM');
    // Waited for well past the grace period, then killed: a process that hangs fails the test, not
    // the whole faults run.
    const exit = (p: { exited: Promise<number | null>; kill(s: NodeJS.Signals): unknown }) => {
      const timer = setTimeout(() => p.kill('SIGKILL'), (GRACE_SECONDS + 30) * 1000);
      return p.exited.then((code) => {
        clearTimeout(timer);
        return { code, seconds: (Date.now() - signalledAt) / 1000 };
      });
    };
    const serverExit = exit(server);
    const workerExit = exit(worker);

    // The server stops listening while the preview is still being answered; the half-sent save's
    // body then arrives in full.
    const port = Number(new URL(server.origin).port);
    await until('the server to refuse new connections', async () =>
      (await refusesConnections(port)) ? true : undefined,
    );
    const refusedAt = Date.now();
    trickle.finish();

    const [serverEnd, workerEnd] = await Promise.all([serverExit, workerExit]);
    const requests = await load.stop();
    const answered = await preview;
    const saved = await trickle.answer;
    const cut = await stalled.answer;

    // Every run ends, none left open; each finished once, after its attempts were handed back.
    const ids = (
      await db
        .select({ id: pipelineRuns.id })
        .from(pipelineRuns)
        .where(inArray(pipelineRuns.engagementId, engagementIds))
    ).map((r) => r.id);
    const ended = await until(
      'every run to end',
      async () => {
        const rows = await db.select().from(pipelineRuns).where(inArray(pipelineRuns.id, ids));
        return rows.every((r) => TERMINAL.includes(r.status)) ? rows : undefined;
      },
      120_000,
    );
    const lines = await db.select().from(pipelineRunLog).where(inArray(pipelineRunLog.runId, ids));
    const problems: string[] = [];
    for (const run of ended) {
      const log = lines.filter((l) => l.runId === run.id).map((l) => l.message);
      const count = (re: RegExp) => log.filter((m) => re.test(m)).length;
      const started = count(/^Started on worker/);
      const handedBack = count(/^Handed back by worker/);
      if (run.status !== 'Succeeded') problems.push(`run ${run.id} ${run.status}: ${run.message}`);
      if (count(/^Succeeded/) !== 1) problems.push(`run ${run.id} finished ${count(/^Succeeded/)} times`);
      if (started !== handedBack + 1)
        problems.push(`run ${run.id} started ${started} times, handed back ${handedBack}`);
      if (log.some((m) => m.startsWith('Handed back') && !m.includes(workerId)))
        problems.push(`run ${run.id} handed back by a worker not stopped`);
      const lastStart = log.filter((m) => m.startsWith('Started on worker')).at(-1) ?? '';
      if (handedBack > 0 && lastStart.includes(workerId))
        problems.push(`run ${run.id} handed back and started again on the stopped worker`);
    }
    if (held.length === 0) problems.push('the worker held no run at the signal');
    problems.push(...(await tablesNotBuiltOnce(clients[1], built)));
    const previewRows = (JSON.parse(answered.body) as TablePreview).rowCount;

    const atSignal = requests.filter((r) => inFlight.includes(r.id));
    const broken = requests.filter(
      (r) => (r.target === 1 || inFlight.includes(r.id)) && (r.outcome !== 'answered' || r.status! >= 500),
    );
    const handedBackRuns = held.filter((id) =>
      lines.some((l) => l.runId === id && l.message.startsWith('Handed')),
    );
    console.log(`bench: faults.sigterm_exit_s.server ${serverEnd.seconds.toFixed(2)} s`);
    console.log(`bench: faults.sigterm_exit_s.worker ${workerEnd.seconds.toFixed(2)} s`);
    console.log(`bench: faults.sigterm_in_flight ${atSignal.length + 3} requests`);
    console.log(
      JSON.stringify({
        graceSeconds: GRACE_SECONDS,
        loadRequests: requests.length,
        inFlightAtSignal: atSignal.map((r) => `${r.what} ${r.status ?? r.outcome}`),
        afterSignalOnStopped: requests
          .filter((r) => r.target === 0 && r.sentAt >= signalledAt)
          .map((r) => `${r.what} ${r.outcome} ${r.status ?? r.error}`),
        previewSeconds: ((previewEnded ?? 0) - previewStarted) / 1000,
        refusedAfterSeconds: (refusedAt - signalledAt) / 1000,
        runsHeld: held.length,
        runsHandedBack: handedBackRuns.length,
        runs: ended.length,
        stalled: cut,
        slowestMs: Object.fromEntries(
          [...new Set(requests.map((r) => r.what))].map((what) => [
            what,
            Math.max(...requests.filter((r) => r.what === what).map((r) => r.endedAt - r.sentAt)),
          ]),
        ),
      }),
    );

    // Every check at once, so a failing run says all that went wrong.
    const failures = [
      ...(answered.status === 200 && previewRows === 1 ? [] : [`the preview: ${answered.status}`]),
      // It stopped listening while a request was still being answered.
      ...(refusedAt < previewEnded! ? [] : ['connections were taken until the preview was answered']),
      ...('status' in saved && saved.status === 200 ? [] : [`the half-sent save: ${JSON.stringify(saved)}`]),
      ...broken.map((r) => `${r.what} on server ${r.target}: ${r.outcome} ${r.status ?? r.error}`),
      ...problems,
      ...(serverEnd.code === 0 ? [] : [`the server exited ${serverEnd.code}`]),
      ...(workerEnd.code === 0 ? [] : [`the worker exited ${workerEnd.code}`]),
      ...[serverEnd, workerEnd]
        .filter((end) => end.seconds >= GRACE_SECONDS + CLOSE_SLACK_SECONDS)
        .map((end) => `exited after ${end.seconds} s`),
      ...(server.output().includes('SIGTERM received') ? [] : ['the server did not see the signal']),
    ];
    expect(failures).toEqual([]);
  }, 300_000);
});
