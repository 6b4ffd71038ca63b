// What a killed run may have left wrong (test/worker-kills.ts): a step applied twice, read from what
// each step leaves behind, and a warehouse table not as exactly one build leaves it.
import { and, eq, inArray } from 'drizzle-orm';
import type { TablePreview } from '@cairn/contracts';
import { nodeBuilds } from '../db/schema/building.js';
import { orchestrationRunSteps } from '../db/schema/orchestrations.js';
import { pipelineRunLog, pipelineRuns } from '../db/schema/pipelines.js';
import type { ScaledDeployment } from './scaled-deployment.js';

/**
 * Steps applied more than once, read from what each leaves: a run's start line (a run claimed
 * twice), a wait's line, a node's build record and build line, an orchestration step's pipeline runs.
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
      .catch(() => undefined);
    if (preview && preview.rowCount !== rows)
      bad.push(`model.${table} has ${preview.rowCount} rows, not ${rows}`);
  }
  return bad;
}
