// Servers and workers that share nothing on local disk (test/scaled-deployment.ts): 2 `serve
// --no-worker` and 2 `worker` processes, each with an empty data directory, on one PostgreSQL
// (metadata and warehouses) and a git server. 16 build runs queued through both servers across 4
// engagements (enough for both workers to hold runs when one is killed; 48 across 8 and 200 across
// 20 proved no more, and 48 took 85 s of the test budget here); one worker killed with SIGKILL
// halfway. Every run ends, none is lost or run twice, the killed worker's runs fail within twice
// the heartbeat timeout, and both servers show the same tables and node model. Then the quick part
// of `npm run test:faults` on the same processes: 4 runs, one of each kind, whose worker (or
// orchestrator) is killed at a random moment (test/worker-kills.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { PipelineRun, TablePreview } from '@cairn/contracts';
import { pipelineRunLog, pipelineRuns } from '../db/schema/pipelines.js';
import {
  PASSWORD,
  seedBuildableEngagement,
  startScaledDeployment,
  type ScaledDeployment,
} from '../test/scaled-deployment.js';
import { KILL_CAMPAIGN_ENV, killWorkersAtRandom, type KillRunKind } from '../test/worker-kills.js';
import { campaignProblems } from '../test/worker-kills-checks.js';

const HEARTBEAT_SECONDS = 0.5;
/** A run without a heartbeat for this long is failed by another worker (config: 3 beats). */
const STALE_MS = 3 * HEARTBEAT_SECONDS * 1000;
const ENGAGEMENTS = 4;
const RUNS = 16;
const TERMINAL = new Set(['Succeeded', 'Failed', 'TimedOut', 'Cancelled']);
/** The quick part's kinds: one run each (the faults suite runs every kind, imports included). */
const QUICK_KINDS: KillRunKind[] = ['wait', 'build', 'orchestration', 'orchestrator'];

describe('a deployment whose processes share nothing on local disk', () => {
  let deployment: ScaledDeployment;

  beforeAll(async () => {
    deployment = await startScaledDeployment({
      servers: 2,
      workers: 2,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      env: KILL_CAMPAIGN_ENV,
    });
  }, 120_000);
  afterAll(async () => {
    await deployment?.stop();
  }, 180_000);

  it('runs 16 builds across 4 engagements on any worker, survives a killed worker, and any server shows the results', async () => {
    const { ctx, database, servers, workers } = deployment;
    const { engagementIds, email } = await deployment.seedEngagements(ENGAGEMENTS);
    const clients = await Promise.all(servers.map((s) => s.signIn(email, PASSWORD)));
    const layer = (id: string) => `/api/nodeModel/engagements/${id}/branches/main/layers/model`;

    // Each engagement's import table (through this process's own warehouse service), and its node
    // model written through one server or the other: pushed to the git server, read by every process.
    await Promise.all(engagementIds.map((id, i) => seedBuildableEngagement(ctx, clients[i % 2], id, i)));

    // The runs, queued through both servers.
    const runIds: string[] = [];
    for (let n = 0; n < RUNS; n++) {
      const id = engagementIds[n % ENGAGEMENTS];
      const run = await clients[n % 2].json<PipelineRun>('POST', `/api/pipelines/engagements/${id}/runs`, {
        pipelineName: 'BuildModel',
        layer: 'model',
        parameters: { ActiveNodes: ['lines', 'totals'] },
      });
      runIds.push(run.id);
    }
    const rows = () => database.db.select().from(pipelineRuns).where(inArray(pipelineRuns.id, runIds));
    const until = async (
      what: string,
      done: (r: Awaited<ReturnType<typeof rows>>) => boolean,
      ms: number,
    ) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const current = await rows();
        if (done(current)) return current;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    // Halfway, the worker with runs in progress is killed.
    const workerIds = await Promise.all(workers.map((w) => w.started));
    const halfway = await until(
      'half of the runs, one of them in progress',
      (r) =>
        r.filter((x) => TERMINAL.has(x.status)).length >= RUNS / 2 &&
        r.some((x) => x.status === 'InProgress'),
      180_000,
    );
    const victimId = halfway.find((x) => x.status === 'InProgress')!.workerId!;
    const victim = workers[workerIds.indexOf(victimId)];
    victim.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await victim.exited).toBeNull();
    const held = (await rows())
      .filter((x) => x.status === 'InProgress' && x.workerId === victimId)
      .map((x) => x.id);
    expect(held.length).toBeGreaterThan(0);

    const finished = await until('every run to end', (r) => r.every((x) => TERMINAL.has(x.status)), 240_000);
    expect(finished).toHaveLength(RUNS);
    // The killed worker's runs: failed by the other worker, within twice the heartbeat timeout.
    for (const run of finished.filter((x) => held.includes(x.id))) {
      expect(run.status).toBe('Failed');
      expect(run.message).toContain(`The worker ${victimId} stopped responding`);
      expect(run.runEnd!.getTime() - killedAt).toBeLessThan(2 * STALE_MS + 1000);
    }
    // Every other run succeeded, each started exactly once.
    expect(
      finished
        .filter((x) => !held.includes(x.id) && x.status !== 'Succeeded')
        .map((x) => `${x.status}: ${x.message}`),
    ).toEqual([]);
    const log = await database.db.select().from(pipelineRunLog).where(inArray(pipelineRunLog.runId, runIds));
    const starts = new Map<string, number>();
    for (const line of log)
      if (line.message.startsWith('Started on worker'))
        starts.set(line.runId, (starts.get(line.runId) ?? 0) + 1);
    expect(runIds.filter((id) => starts.get(id) !== 1)).toEqual([]);
    expect(new Set(finished.filter((x) => x.status === 'Succeeded').map((x) => x.workerId)).size).toBe(2);

    // Both servers read the same warehouse tables and the same node model.
    for (const [i, id] of engagementIds.entries()) {
      const previews = await Promise.all(
        clients.map((c) =>
          c.json<TablePreview>(
            'GET',
            `/api/pipelines/engagements/${id}/warehouse/tables/model/totals/preview`,
          ),
        ),
      ).catch((err: unknown) => {
        throw new Error(`${String(err)}\n${servers.map((s) => s.output().slice(-3000)).join('\n---\n')}`);
      });
      expect(previews[0]).toEqual(previews[1]);
      expect(previews[0].rowCount).toBe(2);
      expect(previews[0].rows.map((row) => row[2])).toEqual([i, i]);
      const nodes = await Promise.all(
        clients.map((c) => c.json<{ query: string }>('GET', `${layer(id)}/nodes/totals`)),
      );
      expect(nodes[0].query).toBe(nodes[1].query);
    }
  }, 420_000);

  it('kill -9 at random moments: a wait, a build, an orchestration step, an orchestrator; each ends within twice the heartbeat timeout, nothing applied twice', async () => {
    const campaign = await killWorkersAtRandom(deployment, {
      runs: QUICK_KINDS.length,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      kinds: QUICK_KINDS,
    });
    expect(campaignProblems(campaign), `seed ${campaign.seed}`).toEqual([]);
  }, 180_000);
});
