// How runs stand, by id, for the orchestrations module, which follows its steps' pipeline runs.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pipelineRuns } from '../../db/schema/pipelines.js';

export async function runOutcomes(db: Db, engagementId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: pipelineRuns.id,
      status: pipelineRuns.status,
      message: pipelineRuns.message,
      startedAt: pipelineRuns.startedAt,
      runEnd: pipelineRuns.runEnd,
    })
    .from(pipelineRuns)
    .where(and(eq(pipelineRuns.engagementId, engagementId), inArray(pipelineRuns.id, [...ids])));
}
