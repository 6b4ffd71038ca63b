// Issue 30's kill -9 campaign, shared by the faults suite (src/faults/), the quick part in the test
// command (jobs/share-nothing.process.pg.test.ts) and `npm run bench -- faults`: on a scaled
// deployment (real `cairn worker` processes on PostgreSQL), run after run of several kinds, the
// worker holding the run is killed with SIGKILL at a moment picked at random among the run's steps,
// and a fresh worker takes its place. What it measures: every run ends (none left InProgress), how
// long after the kill it ended (the reaper's detection), and every step that was applied twice.
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
import { isAlive, stepsAppliedTwice, tablesNotBuiltOnce } from './worker-kills-checks.js';
import { descendants } from './cairn-process.js';
// The demo's seeded generator: a failing campaign is repeated with its seed.
import { seededRandom as random } from '../seed/import-demo-files.js';

/**
 * The kinds of run killed: a run that waits, a build of three nodes, an orchestration's build step
 * (its worker killed), and an orchestration whose orchestrator is killed while it advances the run
 * (while it holds the run's lease).
 */
export const KILL_RUN_KINDS = ['wait', 'build', 'orchestration', 'orchestrator'] as const;
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
const MOMENTS: Record<Exclude<KillRunKind, 'orchestrator'>, RegExp[]> = {
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

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

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

  const workers = new Map<string, WorkerProcess>();
  const enlist = async (w: WorkerProcess) => workers.set(await w.started, w);
  await Promise.all(deployment.workers.filter((w) => w.alive()).map(enlist));
  // Workers starting (a few seconds each on a loaded machine; the first while the engagement is
  // seeded): a pool of three, so that the kill of one leaves one to reap while its replacement
  // starts, and no run waits for a start.
  const starting = new Set<Promise<unknown>>();
  const replace = () => {
    const start: Promise<unknown> = enlist(deployment.startWorker()).finally(() => starting.delete(start));
    starting.add(start);
  };
  while (workers.size + starting.size < 3) replace();
  const twoUp = async () => {
    while (workers.size < 2) await Promise.race(starting);
  };

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
    if (kind === 'orchestration' || kind === 'orchestrator') return startOrchestration(n);
    const input =
      kind === 'wait'
        ? { pipelineName: DIAGNOSTIC_PIPELINE, layer: 'test', parameters: { waitMs: 60_000 } }
        : BUILD;
    return { pipelineRunId: (await ctx.services.runs.startRun(engagementId, input, null)).id };
  };

  const leaseOf = async (orchestrationRunId: string) =>
    (
      await db
        .select({ owner: orchestrationRuns.leaseOwner })
        .from(orchestrationRuns)
        .where(eq(orchestrationRuns.id, orchestrationRunId))
    )[0].owner;
  /**
   * The worker whose orchestrator holds the run's lease, caught while it advances the run (a few ms
   * each 100 ms tick, so looked for every ms) and stopped there; the orchestrator's id is
   * host:pid:random.
   */
  const leaseHolder = (orchestrationRunId: string) =>
    until(
      'an orchestrator to advance the run',
      async () => {
        const [r] = await db
          .select()
          .from(orchestrationRuns)
          .where(eq(orchestrationRuns.id, orchestrationRunId));
        if (TERMINAL.includes(r.status)) return { line: null, workerId: null, owner: null };
        const pid = Number(r.leaseOwner?.split(':').at(-2));
        const held = [...workers].find(([, w]) => w.pid === pid);
        if (!held) return undefined;
        // Stopped at once, then still holding the run: the kill lands mid-advance. Otherwise the
        // advance ended between the two reads: on again, and the next advance is the moment.
        held[1].kill('SIGSTOP');
        if ((await leaseOf(orchestrationRunId)) === r.leaseOwner)
          return { line: `orchestrator ${r.leaseOwner} advancing`, workerId: held[0], owner: r.leaseOwner };
        held[1].kill('SIGCONT');
        return undefined;
      },
      endWithinMs,
      1,
    );

  const killed: KilledRun[] = [];
  const orchestrationRunIds: string[] = [];
  for (let n = 0; n < options.runs; n++) {
    const kind = kinds[n % kinds.length];
    const moments = kind === 'orchestrator' ? [] : MOMENTS[kind];
    const moment = moments[Math.floor(next() * moments.length)];
    await twoUp();
    const { pipelineRunId: runId, orchestrationRunId } = await startRun(kind, n);
    if (orchestrationRunId) orchestrationRunIds.push(orchestrationRunId);

    const seen: { line: string | null; workerId: string | null; owner?: string | null } =
      kind === 'orchestrator'
        ? await leaseHolder(orchestrationRunId!)
        : await until(
            `run ${n} (${kind}) to reach ${moment}`,
            // The moment, or the run's end when it came first (a fast build can outrun its last lines).
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
    // The orchestrator killed while holding the run: how long until a live one took the run over.
    const takenOver =
      kind === 'orchestrator' && killedAt !== null && (await leaseOf(orchestrationRunId!)) === seen.owner
        ? await until(
            'another orchestrator to take the run over',
            async () => ((await leaseOf(orchestrationRunId!)) === seen.owner ? undefined : Date.now()),
            endWithinMs,
            5,
          ).catch(() => Date.now()) // never taken over: the detection is at least the wait
        : undefined;

    const ended = await until(
      `run ${n} (${kind}) to end after the kill`,
      async () => {
        const current = await row(runId);
        return TERMINAL.includes(current.status) ? current : undefined;
      },
      endWithinMs,
    ).catch(() => undefined);
    // An orchestration's run ends after its step's: it is the last end that counts.
    const orchestrationEnded = !orchestrationRunId
      ? undefined
      : await until(
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
    const endedAt = Math.max(ended?.runEnd?.getTime() ?? 0, orchestrationEnded?.endedAt?.getTime() ?? 0);
    // Mid-way only when the run had not ended by itself before the kill landed.
    const midway =
      kind === 'orchestrator'
        ? takenOver !== undefined
        : killedAt !== null && ended !== undefined && ended.runEnd!.getTime() >= killedAt - 50;
    await until(
      "the killed worker's processes to end",
      async () => (children.some(isAlive) ? undefined : true),
      2 * staleSeconds * 1000,
    ).catch(() => undefined);
    killed.push({
      kind,
      runId,
      killedAfter: seen.line,
      status:
        orchestrationRunId && !orchestrationEnded
          ? 'orchestration run still open'
          : (ended?.status ?? (await row(runId)).status),
      message: ended?.message ?? null,
      detectionMs: midway ? (takenOver ?? endedAt) - killedAt! : null,
      orphans: children.filter(isAlive).length,
    });
    // One line a run, to watch a long campaign (CAIRN_FAULTS_TRACE=1).
    if (process.env.CAIRN_FAULTS_TRACE)
      console.log(`run ${n + 1}/${options.runs}`, JSON.stringify(killed.at(-1)));
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
