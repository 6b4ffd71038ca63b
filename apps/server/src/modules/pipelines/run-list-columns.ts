// The columns the monitor sorts runs by (RUN_SORT_COLUMNS), the duration computed in SQL among them.
import { ne, notInArray, sql } from 'drizzle-orm';
import type { RunSortColumn } from '@cairn/contracts';
import { pipelineRuns } from '../../db/schema/pipelines.js';
import { FINISHED_STATUSES } from './pipelines.policy.js';

/**
 * How long a run took or has been running, as the monitor shows it (web runStatus.ts runDurationMs):
 * from a worker taking it (a run past Queued without that time: from its start) to its end, or to now
 * while it is not finished. Null when unknown (still queued, or finished without an end).
 */
const DURATION = sql`(
  coalesce(${pipelineRuns.runEnd}, case when ${notInArray(pipelineRuns.status, [...FINISHED_STATUSES])} then now() end)
  - coalesce(${pipelineRuns.startedAt}, case when ${ne(pipelineRuns.status, 'Queued')} then ${pipelineRuns.runStart} end)
)`;

export const SORT_COLUMNS = {
  runStart: pipelineRuns.runStart,
  runEnd: pipelineRuns.runEnd,
  status: pipelineRuns.status,
  pipelineName: pipelineRuns.pipelineName,
  layerName: pipelineRuns.layerName,
  message: pipelineRuns.message,
  duration: DURATION,
  // The name kept on the run when it started (a renamed user's old runs keep their old name).
  startedBy: pipelineRuns.startedByName,
} satisfies Record<RunSortColumn, unknown>;
