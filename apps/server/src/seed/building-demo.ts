// Queues the demo engagement's first builds and test run behind its import, so a newcomer finds
// built tables, node builds, test results (one test passing, others finding rows) and a populated
// monitor and timeline. The worker runs them in the order they were asked for.
import { BUILD_PIPELINES, DEFAULT_BRANCH, TEST_PIPELINE } from '@cairn/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pipelineRuns } from '../db/schema/pipelines.js';
import { appendRunLog } from '../modules/pipelines/run-log.js';

const DEMO_RUNS: { pipelineName: string; layerName: string }[] = [
  ...Object.entries(BUILD_PIPELINES).map(([layerName, { run }]) => ({ pipelineName: run, layerName })),
  { pipelineName: TEST_PIPELINE, layerName: 'test' },
];

export async function queueDemoBuilds(db: Db, engagementId: string, tenantId: string, importRunId: string) {
  const [{ runStart: after }] = await db
    .select({ runStart: pipelineRuns.runStart })
    .from(pipelineRuns)
    .where(eq(pipelineRuns.id, importRunId));
  for (const [index, { pipelineName, layerName }] of DEMO_RUNS.entries()) {
    const [run] = await db
      .insert(pipelineRuns)
      .values({
        engagementId,
        tenantId,
        pipelineName,
        layerName,
        parameters: { EngagementId: engagementId, TenantId: tenantId, Branch: DEFAULT_BRANCH },
        status: 'Queued',
        // One millisecond apart: the queue takes one engagement's runs in the order of runStart.
        runStart: new Date(after.getTime() + index + 1),
        timeLimitSeconds: 3600,
      })
      .returning();
    await appendRunLog(db, run.id, 'Queued by the demo seed');
  }
}
