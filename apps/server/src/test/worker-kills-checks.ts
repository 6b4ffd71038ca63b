// What a killed run may have left wrong (test/worker-kills.ts): a step applied twice, read from what
// each step leaves behind, a warehouse table not as exactly one build leaves it, a process of the
// killed worker still alive; and the campaign's seeded random moments.
import fs from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import type { TablePreview } from '@cairn/contracts';
import { nodeBuilds, testResults } from '../db/schema/building.js';
import type { Db } from '../db/client.js';
import { orchestrationRunSteps, orchestrationRuns } from '../db/schema/orchestrations.js';
import { pipelineRunLog, pipelineRuns, warehouseLeases } from '../db/schema/pipelines.js';
import type { ScaledDeployment } from './scaled-deployment.js';
import type { KillCampaign, KillRunKind } from './worker-kills.js';

/**
 * Steps applied more than once, read from what each leaves: a run's start line (a run claimed
 * twice), a wait's line, a node's build record and build line, a test's line and result, an import's
 * load line, an orchestration step's pipeline runs.
 */
export async function stepsAppliedTwice(
  deployment: ScaledDeployment,
  engagementId: string,
  runIds: string[],
  orchestrationRunIds: string[],
) {
  const db = deployment.database.db;
  const twice: string[] = [];
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].filter(([, c]) => c > 1).map(([v, c]) => `${v} x${c}`);
  };
  const lines = await db.select().from(pipelineRunLog).where(inArray(pipelineRunLog.runId, runIds));
  const once = (pattern: RegExp, label: (m: RegExpMatchArray) => string) =>
    lines.flatMap((l) => {
      const m = l.message.match(pattern);
      return m ? [`run ${l.runId}: ${label(m)}`] : [];
    });
  twice.push(...count(once(/^Started on worker/, () => 'started')));
  twice.push(...count(once(/^Diagnostic run executed by/, () => 'waited')));
  twice.push(...count(once(/^(?:Re)?[Bb]uilt model\.(\w+):/, (m) => `built ${m[1]}`)));
  twice.push(...count(once(/^Test (\w+) (?:passed|failed|could not run)/, (m) => `tested ${m[1]}`)));
  twice.push(...count(once(/^\S+: [\d,.]+ rows in import\.(\w+)/, (m) => `loaded ${m[1]}`)));
  const tested = await db.select().from(testResults).where(inArray(testResults.runId, runIds));
  twice.push(...count(tested.map((t) => `run ${t.runId}: recorded test ${t.test}`)));
  const builds = await db.select().from(nodeBuilds).where(inArray(nodeBuilds.runId, runIds));
  twice.push(...count(builds.map((b) => `run ${b.runId}: recorded ${b.node}`)));
  if (orchestrationRunIds.length) {
    const steps = await db
      .select()
      .from(orchestrationRunSteps)
      .where(inArray(orchestrationRunSteps.runId, orchestrationRunIds));
    // No retries: one attempt, one pipeline run per step.
    for (const s of steps)
      if (s.attempt > 1) twice.push(`orchestration run ${s.runId}: step ${s.name} x${s.attempt}`);
    // Each orchestration has a name of its own (Killed <n>): its step's pipeline runs carry it.
    const started = await db
      .select({ name: pipelineRuns.startedByName })
      .from(pipelineRuns)
      .where(
        and(eq(pipelineRuns.engagementId, engagementId), eq(pipelineRuns.startedByType, 'Orchestration')),
      );
    twice.push(...count(started.map((s) => `orchestration ${s.name}: step run`)));
  }
  return twice;
}

/** model.lines holds its 100 rows, model.totals its 2 and model.slow its 1 (none doubled, none half built), when built. */
export async function tablesNotBuiltOnce(
  client: Awaited<ReturnType<ScaledDeployment['servers'][0]['signIn']>>,
  engagementId: string,
) {
  const bad: string[] = [];
  for (const [table, rows] of [
    ['lines', 100],
    ['totals', 2],
    ['slow', 1],
  ] as const) {
    const preview = await client
      .json<TablePreview>(
        'GET',
        `/api/pipelines/engagements/${engagementId}/warehouse/tables/model/${table}/preview`,
      )
      // Not built yet (the first build was killed) is an answer; no answer at all is not.
      .catch((err: unknown) => {
        if (err instanceof Error && err.message.startsWith('GET ')) return undefined;
        throw err;
      });
    if (preview && preview.rowCount !== rows)
      bad.push(`model.${table} has ${preview.rowCount} rows, not ${rows}`);
  }
  return bad;
}

export const isAlive = (pid: number) => fs.existsSync(`/proc/${pid}`);

const TERMINAL = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'];

/** Runs and orchestration runs of the engagement not ended, and warehouse leases still held. */
export async function runsLeftOpen(db: Db, engagementId: string) {
  return [
    ...(await db.select().from(pipelineRuns).where(eq(pipelineRuns.engagementId, engagementId)))
      .filter((r) => !TERMINAL.includes(r.status))
      .map((r) => `run ${r.id} ${r.status}`),
    ...(await db.select().from(orchestrationRuns).where(eq(orchestrationRuns.engagementId, engagementId)))
      .filter((r) => !TERMINAL.includes(r.status))
      .map((r) => `orchestration run ${r.id} ${r.status}`),
    ...(await db.select().from(warehouseLeases)).map((l) => `lease of run ${l.runId}`),
  ];
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
    byKind: campaign.runs.reduce<Partial<Record<KillRunKind, number>>>(
      (counts, r) => ({ ...counts, [r.kind]: (counts[r.kind] ?? 0) + 1 }),
      {},
    ),
  };
}

/**
 * What a campaign proves, as a list of what went wrong (empty: sound), shared by the tests and the
 * bench: every run ended, most kills landed mid-run (else it proves little), within twice the
 * heartbeat timeout; a run or deployment whose worker died is failed, not run again (one whose
 * orchestrator died goes on under another, RBAC tasks are applied by another), a run the kill missed
 * ended as without one; no step applied twice, no table half built or loaded twice, no process of a
 * dead worker left, and the engagement still builds.
 */
export function campaignProblems(campaign: KillCampaign): string[] {
  const figures = campaignFigures(campaign);
  const problems = [...campaign.leftOpen, ...campaign.appliedTwice, ...campaign.badTables];
  if (figures.runsTerminal < figures.runs)
    problems.push(`${figures.runs - figures.runsTerminal} runs did not end`);
  if (figures.killedMidRun < figures.runs / 2)
    problems.push(`only ${figures.killedMidRun} kills landed mid-run`);
  for (const run of campaign.runs) {
    const what = `${run.kind} run ${run.runId}`;
    if (run.detectionMs !== null && run.detectionMs > figures.detectionLimitSeconds * 1000)
      problems.push(`${what} ended ${run.detectionMs} ms after the kill`);
    // The orchestrator's process may have run the step too: then the step's run failed with it.
    const sharedFate = run.kind === 'orchestrator' && /stopped responding/.test(run.message ?? '');
    // A dead worker's RBAC tasks are handed back and applied by another worker.
    const worked =
      run.detectionMs === null || run.kind === 'rbac' || (run.kind === 'orchestrator' && !sharedFate);
    if (!worked && run.status !== 'Failed') problems.push(`${what} is ${run.status} after its worker died`);
    if (worked && run.status !== 'Succeeded') problems.push(`${what} is ${run.status}: ${run.message}`);
    if (run.orphans) problems.push(`${what}: ${run.orphans} processes of the dead worker still alive`);
  }
  if (!campaign.afterwards.startsWith('Succeeded')) problems.push(`the build after: ${campaign.afterwards}`);
  return problems;
}
