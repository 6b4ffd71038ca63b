// Issue 30's kill -9 campaign, shared by the faults suite (src/faults/), the quick part in the test
// command (jobs/share-nothing.process.pg.test.ts) and `npm run bench -- faults`: on a scaled
// deployment (real `cairn worker` processes on PostgreSQL), run after run of several kinds, the
// worker holding the run is killed with SIGKILL at a moment picked at random among the run's steps,
// and a fresh worker takes its place. What it measures: every run ends (none left InProgress), how
// long after the kill it ended (the reaper's detection), and every step that was applied twice.
import { eq } from 'drizzle-orm';
import type { PipelineRun } from '@cairn/contracts';
import { TEST_PIPELINE, TEST_RUN_LAYER } from '@cairn/contracts';
import { users } from '../db/schema/identity.js';
import { engagements } from '../db/schema/tenancy.js';
import { orchestrationRuns } from '../db/schema/orchestrations.js';
import { pipelineRunLog, pipelineRuns } from '../db/schema/pipelines.js';
import { DIAGNOSTIC_PIPELINE } from '../modules/pipelines/diagnostic-pipeline.js';
import { PASSWORD, type ScaledDeployment, type WorkerProcess } from './scaled-deployment.js';
import { isAlive, runsLeftOpen, stepsAppliedTwice, tablesNotBuiltOnce } from './worker-kills-checks.js';
import {
  BUILD,
  type CampaignStorage,
  importsNotLoadedOnce,
  prepareCampaignEngagement,
  startImport,
  startOrchestration,
  until,
} from './worker-kills-setup.js';
import {
  killTaskRun,
  leaseHolder,
  leaseOwner,
  startTaskRun,
  tasksAppliedTwice,
  tasksLeftOpen,
  TASK_KINDS,
  type TaskKind,
} from './worker-kills-tasks.js';
import { descendants } from './cairn-process.js';
// The demo's seeded generator: a failing campaign is repeated with its seed.
import { seededRandom as random } from '../seed/import-demo-files.js';

/**
 * The kinds of run killed: a run that waits, a build of three nodes, an orchestration's build step
 * (its worker killed), an orchestration whose orchestrator is killed while it advances the run
 * (while it holds the run's lease), an import of a CSV file, a test run of three tests, a deployment
 * of two tasks and a batch of three RBAC tasks (test/worker-kills-tasks.ts).
 */
export const KILL_RUN_KINDS = [
  'wait',
  'build',
  'orchestration',
  'orchestrator',
  'import',
  'test',
  ...TASK_KINDS,
] as const;
export type KillRunKind = (typeof KILL_RUN_KINDS)[number];

/**
 * What the deployment must be started with for the campaign (and, for imports, the env of the
 * campaign's storage, startCampaignStorage in test/worker-kills-setup.ts): the
 * diagnostic pipeline (a run that waits inside the worker), an orchestrator that looks every 100 ms,
 * so an orchestration's end is not the orchestrator's poll (2 s by default) but the reaper's
 * detection, and deployment and RBAC tasks looked for every 500 ms (a hand-back is applied at once,
 * not at the next poll).
 */
export const KILL_CAMPAIGN_ENV = {
  CAIRN_DIAGNOSTIC_PIPELINES: 'true',
  CAIRN_ORCHESTRATOR_POLL_MS: '100',
  CAIRN_DEPLOYMENT_POLL_MS: '500',
  CAIRN_RBAC_POLL_MS: '500',
};
const isTaskKind = (kind: KillRunKind): kind is TaskKind => (TASK_KINDS as readonly string[]).includes(kind);

/**
 * The moments a worker is killed at: right after the run's log shows this line. Each kind's list is
 * its steps in order, so a pick at random kills it while claimed, reading the model, building...
 */
const MOMENTS: Record<Exclude<KillRunKind, 'orchestrator' | TaskKind>, RegExp[]> = {
  wait: [/^Started on worker/, /^Diagnostic run executed by/],
  build: [/^Started on worker/, /^Read the model layer/, /^Build order/, /^Built model\.lines/],
  orchestration: [/^Started on worker/, /^Read the model layer/, /^Build order/, /^Built model\.lines/],
  import: [/^Started on worker/, /: importing into import\./, /: .* read from storage/],
  test: [/^Started on worker/, /^Read the testing layer/, /^Test a_ids passed/],
};
const TERMINAL = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'];
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
  /** Runs, orchestration runs, deployments and tasks still Queued, InProgress or Canceling at the end. */
  leftOpen: string[];
  /**
   * Each step (a run's start, a node's table, a wait, a test, an orchestration step, a deployment
   * task's provision, an RBAC grant) applied more than once.
   */
  appliedTwice: string[];
  /** Warehouse tables not as one build or import leaves them (built twice into itself, half loaded). */
  badTables: string[];
  /** A build after the campaign: the engagement still works. */
  afterwards: string;
  wallSeconds: number;
}

/**
 * Runs `runs` runs one after another on `deployment` (started with KILL_CAMPAIGN_ENV and at least
 * two workers, so one is always there to reap), killing the worker of each at a random moment.
 */
export async function killWorkersAtRandom(
  deployment: ScaledDeployment,
  options: {
    runs: number;
    heartbeatSeconds: number;
    seed?: number;
    kinds?: readonly KillRunKind[];
    /** Where imported files go (the deployment started with its env); needed by the import kind. */
    storage?: CampaignStorage;
  },
): Promise<KillCampaign> {
  const started = Date.now();
  const { ctx, database, servers } = deployment;
  const db = database.db;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const next = random(seed);
  const kinds = options.kinds ?? KILL_RUN_KINDS;
  if (kinds.includes('import') && !options.storage)
    throw new Error('the import kind needs the campaign storage (startCampaignStorage)');
  const staleSeconds = 3 * options.heartbeatSeconds;
  // A run ends within twice the detection limit, or the campaign reports it open; the slack is the
  // machine's (a 2-core machine under a test suite), not the reaper's.
  const endWithinMs = 2 * staleSeconds * 1000 + 20_000;
  // Reaching a moment is the run's own pace, not the reaper's: an import took over 23 s from its
  // start to its first file on a loaded machine (load 15; why is not known yet).
  const momentWithinMs = endWithinMs + 100_000;

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
  const { importFolder } = await prepareCampaignEngagement(deployment, client, engagementId, options.storage);
  const [{ tenantId }] = await db
    .select({ tenantId: engagements.tenantId })
    .from(engagements)
    .where(eq(engagements.id, engagementId));
  // The RBAC tasks grant to the campaign's own user.
  const [{ principalId }] = await db
    .select({ principalId: users.id })
    .from(users)
    .where(eq(users.email, email));
  const place = { db, tenantId, engagementId, principalId };

  const log = (runId: string) =>
    db
      .select({ message: pipelineRunLog.message })
      .from(pipelineRunLog)
      .where(eq(pipelineRunLog.runId, runId))
      .orderBy(pipelineRunLog.seq);
  const row = async (runId: string) =>
    (await db.select().from(pipelineRuns).where(eq(pipelineRuns.id, runId)))[0];

  const startRun = async (
    kind: KillRunKind,
    n: number,
  ): Promise<{ pipelineRunId: string; orchestrationRunId?: string }> => {
    if (kind === 'orchestration' || kind === 'orchestrator')
      return startOrchestration(
        db,
        place,
        { name: `Killed ${n}`, steps: [{ name: 'build', ...BUILD }] },
        endWithinMs,
      );
    if (kind === 'import')
      return { pipelineRunId: await startImport(client, engagementId, importFolder!, n) };
    const input =
      kind === 'wait'
        ? { pipelineName: DIAGNOSTIC_PIPELINE, layer: 'test', parameters: { waitMs: 60_000 } }
        : kind === 'test'
          ? { pipelineName: TEST_PIPELINE, layer: TEST_RUN_LAYER, parameters: {} }
          : BUILD;
    return { pipelineRunId: (await ctx.services.runs.startRun(engagementId, input, null)).id };
  };

  const leaseOf = (orchestrationRunId: string) => leaseOwner(db, orchestrationRunId);
  /** Kills worker `workerId` with SIGKILL (a fresh one starts in its place): when, and its processes. */
  const kill = async (workerId: string) => {
    const victim = workers.get(workerId)!;
    const children = descendants(victim.pid);
    victim.kill('SIGKILL');
    const killedAt = Date.now();
    workers.delete(workerId);
    await victim.exited;
    replace();
    return { killedAt, children };
  };
  /** The processes the killed worker had started still alive, once given time to end with it. */
  const orphansOf = async (children: number[]) => {
    await until(
      "the killed worker's processes to end",
      async () => (children.some(isAlive) ? undefined : true),
      2 * staleSeconds * 1000,
    ).catch(() => undefined);
    return children.filter(isAlive).length;
  };

  const orchestrationRunIds: string[] = [];
  const deploymentIds: string[] = [];
  const rbacTaskIds: string[] = [];
  const imports: { n: number; runId: string }[] = [];

  /** A pipeline run (or an orchestration's), killed after the moment's log line or mid-advance. */
  const killPipelineRun = async (kind: Exclude<KillRunKind, TaskKind>, n: number): Promise<KilledRun> => {
    const moments = kind === 'orchestrator' ? [] : MOMENTS[kind];
    const moment = moments[Math.floor(next() * moments.length)];
    const { pipelineRunId: runId, orchestrationRunId } = await startRun(kind, n);
    if (orchestrationRunId) orchestrationRunIds.push(orchestrationRunId);
    if (kind === 'import') imports.push({ n, runId });

    const seen: { line: string | null; workerId: string | null; owner?: string | null } =
      kind === 'orchestrator'
        ? await leaseHolder(db, workers, orchestrationRunId!, endWithinMs)
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
            momentWithinMs,
          ).catch(async (err: Error) => {
            // Where the run stood instead, to chase it.
            const lines = (await log(runId)).map((l) => l.message).join(' | ');
            throw new Error(`${err.message}; the run is ${(await row(runId)).status}: ${lines}`);
          });
    // Held by a worker whose start was seen by the run before the campaign saw it: wait for that.
    if (seen.line && !workers.has(seen.workerId!)) await Promise.all(starting);
    if (seen.line && !workers.has(seen.workerId!))
      throw new Error(`run ${runId} is held by a worker the campaign did not start`);
    const killing = seen.line ? await kill(seen.workerId!) : undefined;
    const killedAt = killing?.killedAt ?? null;
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
    return {
      kind,
      runId,
      killedAfter: seen.line,
      status:
        orchestrationRunId && !orchestrationEnded
          ? 'orchestration run still open'
          : (ended?.status ?? (await row(runId)).status),
      message: ended?.message ?? null,
      detectionMs: midway ? (takenOver ?? endedAt) - killedAt! : null,
      orphans: await orphansOf(killing?.children ?? []),
    };
  };

  const killed: KilledRun[] = [];
  for (let n = 0; n < options.runs; n++) {
    const kind = kinds[n % kinds.length];
    await twoUp();
    if (isTaskKind(kind)) {
      const task = await startTaskRun(kind, place, n, next());
      if (kind === 'deployment') deploymentIds.push(task.id);
      rbacTaskIds.push(...task.rbacTaskIds);
      killed.push(await killTaskRun(kind, task, { workers, kill, orphansOf, timeoutMs: endWithinMs }));
    } else killed.push(await killPipelineRun(kind, n));
    // One line a run, to watch a long campaign (CAIRN_FAULTS_TRACE=1).
    if (process.env.CAIRN_FAULTS_TRACE)
      console.log(`run ${n + 1}/${options.runs}`, JSON.stringify(killed.at(-1)));
  }
  await Promise.all(starting);

  const runIds = killed.filter((k) => !isTaskKind(k.kind)).map((k) => k.runId);
  const appliedTwice = [
    ...(await stepsAppliedTwice(deployment, engagementId, runIds, orchestrationRunIds)),
    ...(await tasksAppliedTwice(db, deploymentIds, rbacTaskIds)),
  ];
  const importStatuses = imports.map(({ n, runId }) => ({
    n,
    status: killed.find((k) => k.runId === runId)!.status,
  }));
  const badTables = [
    ...(await tablesNotBuiltOnce(client, engagementId)),
    ...(await importsNotLoadedOnce(client, engagementId, importStatuses)),
  ];
  const leftOpen = [
    ...(await runsLeftOpen(db, engagementId)),
    ...(await tasksLeftOpen(db, deploymentIds, rbacTaskIds)),
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
