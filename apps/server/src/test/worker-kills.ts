// Issue 30's kill -9 campaign, shared by the faults suite (src/faults/), the quick part in the test
// command (jobs/share-nothing.process.pg.test.ts) and `npm run bench -- faults`: on a scaled
// deployment (real `cairn worker` processes on PostgreSQL), run after run of several kinds, the
// worker holding the run is killed with SIGKILL at a moment picked at random among the run's steps,
// and a fresh worker takes its place. What it measures: every run ends (none left InProgress), how
// long after the kill it ended (the reaper's detection), and every step that was applied twice.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { OrchestrationDefinition, PipelineRun } from '@cairn/contracts';
import { encodeQuery, orchestrationInputSchema } from '@cairn/contracts';
import { engagements } from '../db/schema/tenancy.js';
import { orchestrationRunSteps, orchestrationRuns, orchestrations } from '../db/schema/orchestrations.js';
import { pipelineRunLog, pipelineRuns, warehouseLeases } from '../db/schema/pipelines.js';
import { DIAGNOSTIC_PIPELINE } from '../modules/pipelines/diagnostic-pipeline.js';
import { insertRun } from '../modules/orchestrations/orchestration-runs.service.js';
import {
  PASSWORD,
  seedBuildableEngagement,
  type ScaledDeployment,
  type WorkerProcess,
} from './scaled-deployment.js';
import { stepsAppliedTwice, tablesNotBuiltOnce } from './worker-kills-checks.js';

/** The kinds of run killed: a run that waits, a build of three nodes, an orchestration's build step. */
export const KILL_RUN_KINDS = ['wait', 'build', 'orchestration'] as const;
export type KillRunKind = (typeof KILL_RUN_KINDS)[number];

/**
 * What the deployment must be started with for the campaign: the diagnostic pipeline (a run that
 * waits inside the worker) and an orchestrator that looks every 100 ms, so an orchestration's end
 * is not the orchestrator's poll (2 s by default) but the reaper's detection.
 */
export const KILL_CAMPAIGN_ENV = { CAIRN_DIAGNOSTIC_PIPELINES: 'true', CAIRN_ORCHESTRATOR_POLL_MS: '100' };

/**
 * The moments a worker is killed at: right after the run's log shows this line. Each kind's list is
 * its steps in order, so a pick at random kills it while claimed, reading the model, building...
 */
const MOMENTS: Record<KillRunKind, RegExp[]> = {
  wait: [/^Started on worker/, /^Diagnostic run executed by/],
  build: [/^Started on worker/, /^Read the model layer/, /^Build order/, /^Built model\.lines/],
  orchestration: [/^Started on worker/, /^Read the model layer/, /^Build order/, /^Built model\.lines/],
};
const TERMINAL = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'];
const BUILD = {
  pipelineName: 'BuildModel',
  layer: 'model',
  parameters: { ActiveNodes: ['lines', 'totals', 'slow'] },
};
/**
 * A node whose table takes a few hundred ms to build: without it a build is over in about 100 ms
 * and a kill lands after it (its 'Built' lines are written behind, modules/building/log-behind.ts).
 */
const SLOW_NODE = 'select sum(i) as total from generate_series(1, 3000000) as t(i)';

export interface KilledRun {
  kind: KillRunKind;
  runId: string;
  /** The log line the kill followed, or null when the run had ended before that line came. */
  killedAfter: string | null;
  status: string;
  message: string | null;
  /** From the kill to the run's end, for a run killed mid-way; null otherwise. */
  detectionMs: number | null;
  /** Processes the killed worker had started (its warehouse processes) still alive after the run ended. */
  orphans: number;
}

export interface KillCampaign {
  seed: number;
  heartbeatSeconds: number;
  /** A run whose worker stopped beating this long is failed by another (3 beats). */
  staleSeconds: number;
  runs: KilledRun[];
  /** Runs, and orchestration runs, still Queued, InProgress or Canceling at the end. */
  leftOpen: string[];
  /** Each step (a run's start, a node's table, a wait, an orchestration step) applied more than once. */
  appliedTwice: string[];
  /** Warehouse tables not as one build leaves them (a table built twice into itself, half built). */
  badTables: string[];
  /** A build after the campaign: the engagement still works. */
  afterwards: string;
  wallSeconds: number;
}

/** A small seeded generator (mulberry32): a failing campaign is repeated with its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The pids descending from `pid` (read from /proc): the worker's warehouse processes. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended while being read
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}
const isAlive = (pid: number) => fs.existsSync(`/proc/${pid}`);

/**
 * Runs `runs` runs one after another on `deployment` (started with KILL_CAMPAIGN_ENV and at least
 * two workers, so one is always there to reap), killing the worker of each at a random moment.
 */
export async function killWorkersAtRandom(
  deployment: ScaledDeployment,
  options: { runs: number; heartbeatSeconds: number; seed?: number; kinds?: readonly KillRunKind[] },
): Promise<KillCampaign> {
  const started = Date.now();
  const { ctx, database, servers } = deployment;
  const db = database.db;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const next = random(seed);
  const kinds = options.kinds ?? KILL_RUN_KINDS;
  const staleSeconds = 3 * options.heartbeatSeconds;
  // A run ends within twice the detection limit, or the campaign reports it open; the slack is the
  // machine's (a 2-core machine under a test suite), not the reaper's.
  const endWithinMs = 2 * staleSeconds * 1000 + 20_000;

  const { engagementIds, email } = await deployment.seedEngagements(1);
  const engagementId = engagementIds[0];
  const client = await servers[0].signIn(email, PASSWORD);
  await seedBuildableEngagement(ctx, client, engagementId, 7);
  const layer = `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model`;
  await client.json('POST', `${layer}/nodes`, { name: 'slow' });
  await client.json('PUT', `${layer}/nodes/slow`, { query: encodeQuery(SLOW_NODE) });
  const [{ tenantId }] = await db
    .select({ tenantId: engagements.tenantId })
    .from(engagements)
    .where(eq(engagements.id, engagementId));

  const workers = new Map<string, WorkerProcess>();
  const enlist = async (w: WorkerProcess) => workers.set(await w.started, w);
  await Promise.all(deployment.workers.filter((w) => w.alive()).map(enlist));
  // Workers starting (a few seconds each on a loaded machine): a pool of three, so that the kill of
  // one leaves one to reap while its replacement starts, and no run waits for a start.
  const starting = new Set<Promise<unknown>>();
  const replace = () => {
    const start: Promise<unknown> = enlist(deployment.startWorker()).finally(() => starting.delete(start));
    starting.add(start);
  };
  while (workers.size + starting.size < 3) replace();
  const twoUp = async () => {
    while (workers.size < 2) await Promise.race(starting);
  };

  const log = (runId: string) =>
    db
      .select({ message: pipelineRunLog.message })
      .from(pipelineRunLog)
      .where(eq(pipelineRunLog.runId, runId))
      .orderBy(pipelineRunLog.seq);
  const row = async (runId: string) =>
    (await db.select().from(pipelineRuns).where(eq(pipelineRuns.id, runId)))[0];

  const startOrchestration = async (n: number) => {
    const definition: OrchestrationDefinition = orchestrationInputSchema.parse({
      name: `Killed ${n}`,
      steps: [{ name: 'build', ...BUILD }],
    });
    const [orchestration] = await db
      .insert(orchestrations)
      .values({ engagementId, tenantId, name: definition.name, definition })
      .returning();
    const run = await insertRun(db, {
      orchestrationId: orchestration.id,
      engagementId,
      tenantId,
      version: orchestration.version,
      definition,
      trigger: 'manual',
    });
    // The step's pipeline run, once the orchestrator (in a worker) has started it.
    const step = await until(
      'the orchestration to start its step',
      async () =>
        (await db.select().from(orchestrationRunSteps).where(eq(orchestrationRunSteps.runId, run.id))).find(
          (s) => s.pipelineRunId,
        ),
      endWithinMs,
    );
    return { pipelineRunId: step.pipelineRunId!, orchestrationRunId: run.id };
  };
  const startRun = async (
    kind: KillRunKind,
    n: number,
  ): Promise<{ pipelineRunId: string; orchestrationRunId?: string }> => {
    if (kind === 'orchestration') return startOrchestration(n);
    const input =
      kind === 'wait'
        ? { pipelineName: DIAGNOSTIC_PIPELINE, layer: 'test', parameters: { waitMs: 60_000 } }
        : BUILD;
    return { pipelineRunId: (await ctx.services.runs.startRun(engagementId, input, null)).id };
  };

  const killed: KilledRun[] = [];
  const orchestrationRunIds: string[] = [];
  for (let n = 0; n < options.runs; n++) {
    const kind = kinds[n % kinds.length];
    const moments = MOMENTS[kind];
    const moment = moments[Math.floor(next() * moments.length)];
    await twoUp();
    const { pipelineRunId: runId, orchestrationRunId } = await startRun(kind, n);
    if (orchestrationRunId) orchestrationRunIds.push(orchestrationRunId);

    // The moment, or the run's end when it came first (a fast build can outrun its last lines).
    const seen = await until(
      `run ${n} (${kind}) to reach ${moment}`,
      async () => {
        const [lines, current] = await Promise.all([log(runId), row(runId)]);
        if (TERMINAL.includes(current.status)) return { line: null, workerId: current.workerId };
        const line = lines.find((l) => moment.test(l.message));
        if (line && current.workerId) return { line: line.message, workerId: current.workerId };
        return undefined;
      },
      endWithinMs,
    );
    let killedAt: number | null = null;
    let children: number[] = [];
    // Held by a worker whose start was seen by the run before the campaign saw it: wait for that.
    if (seen.line && !workers.has(seen.workerId!)) await Promise.all(starting);
    const victim = seen.line && seen.workerId ? workers.get(seen.workerId) : undefined;
    if (victim) {
      children = descendants(victim.pid);
      victim.kill('SIGKILL');
      killedAt = Date.now();
      workers.delete(seen.workerId!);
      await victim.exited;
    } else if (seen.line) throw new Error(`run ${runId} is held by a worker the campaign did not start`);
    if (victim) replace();

    const ended = await until(
      `run ${n} (${kind}) to end after the kill`,
      async () => {
        const current = await row(runId);
        return TERMINAL.includes(current.status) ? current : undefined;
      },
      endWithinMs,
    ).catch(() => undefined);
    if (orchestrationRunId)
      await until(
        `orchestration run ${orchestrationRunId} to end`,
        async () => {
          const [r] = await db
            .select()
            .from(orchestrationRuns)
            .where(eq(orchestrationRuns.id, orchestrationRunId));
          return TERMINAL.includes(r.status) ? r : undefined;
        },
        endWithinMs,
      ).catch(() => undefined);
    // Mid-way only when the run had not ended by itself before the kill landed.
    const midway = killedAt !== null && ended !== undefined && ended.runEnd!.getTime() >= killedAt - 50;
    await until(
      "the killed worker's processes to end",
      async () => (children.some(isAlive) ? undefined : true),
      2 * staleSeconds * 1000,
    ).catch(() => undefined);
    killed.push({
      kind,
      runId,
      killedAfter: seen.line,
      status: ended?.status ?? (await row(runId)).status,
      message: ended?.message ?? null,
      detectionMs: midway ? ended!.runEnd!.getTime() - killedAt! : null,
      orphans: children.filter(isAlive).length,
    });
    if (process.env.CAIRN_FAULTS_TRACE)
      console.log(n, Date.now() - started, JSON.stringify(killed.at(-1)), killedAt, ended?.runEnd);
  }
  await Promise.all(starting);

  const runIds = killed.map((k) => k.runId);
  const appliedTwice = await stepsAppliedTwice(deployment, engagementId, runIds, orchestrationRunIds);
  const badTables = await tablesNotBuiltOnce(client, engagementId);
  const leftOpen = [
    ...(await db.select().from(pipelineRuns).where(eq(pipelineRuns.engagementId, engagementId)))
      .filter((r) => !TERMINAL.includes(r.status))
      .map((r) => `run ${r.id} ${r.status}`),
    ...(await db.select().from(orchestrationRuns).where(eq(orchestrationRuns.engagementId, engagementId)))
      .filter((r) => !TERMINAL.includes(r.status))
      .map((r) => `orchestration run ${r.id} ${r.status}`),
    ...(await db.select().from(warehouseLeases)).map((l) => `lease of run ${l.runId}`),
  ];
  // The engagement still builds after every kill, and its tables are as one build leaves them.
  const last = await client.json<PipelineRun>(
    'POST',
    `/api/pipelines/engagements/${engagementId}/runs`,
    BUILD,
  );
  const after = await until(
    'the build after the campaign',
    async () => {
      const current = await row(last.id);
      return TERMINAL.includes(current.status) ? current : undefined;
    },
    endWithinMs,
  );
  badTables.push(...(await tablesNotBuiltOnce(client, engagementId)));
  return {
    seed,
    heartbeatSeconds: options.heartbeatSeconds,
    staleSeconds,
    runs: killed,
    leftOpen,
    appliedTwice,
    badTables,
    afterwards: `${after.status}${after.message ? `: ${after.message}` : ''}`,
    wallSeconds: (Date.now() - started) / 1000,
  };
}

/** The figures of a campaign (issue 30): runs ended, worst detection, steps applied twice. */
export function campaignFigures(campaign: KillCampaign) {
  const detections = campaign.runs.flatMap((r) => (r.detectionMs === null ? [] : [r.detectionMs]));
  return {
    runs: campaign.runs.length,
    runsTerminal: campaign.runs.filter((r) => TERMINAL.includes(r.status)).length,
    killedMidRun: detections.length,
    worstDetectionSeconds: detections.length ? Math.max(...detections) / 1000 : 0,
    detectionLimitSeconds: 2 * campaign.staleSeconds,
    stepsAppliedTwice: campaign.appliedTwice.length,
    orphans: campaign.runs.reduce((sum, r) => sum + r.orphans, 0),
    byKind: Object.fromEntries(
      KILL_RUN_KINDS.map((kind) => [kind, campaign.runs.filter((r) => r.kind === kind).length]),
    ) as Record<KillRunKind, number>,
  };
}
