import { PIPELINE_RUN_LOOKBACK_DAYS, type PipelineRun } from '@cairn/contracts';
import type { RunListQuery } from '../../shared/api/pipelines/keys';

/** Enough of the newest runs to find each pipeline's last one in one call. */
const RECENT_RUNS = 50;

/** The runs a Run screen asks for to show each pipeline's last run (also fetched ahead at start). */
export const recentRunsQuery = (layer: string): RunListQuery => ({
  layer,
  sortBy: 'runStart',
  direction: 'desc',
  daysBack: PIPELINE_RUN_LOOKBACK_DAYS,
  statuses: [],
  page: 1,
  pageSize: RECENT_RUNS,
});

/** The newest run of each pipeline, from runs listed newest first. */
export function lastRunByPipeline(runs: readonly PipelineRun[]): Map<string, PipelineRun> {
  const last = new Map<string, PipelineRun>();
  for (const run of runs) if (!last.has(run.pipelineName)) last.set(run.pipelineName, run);
  return last;
}

/** Pipelines a user sees on a Run screen: hidden ones only for those who may unhide them. */
export function visiblePipelines<P extends { isHidden: boolean; abilities: { update: boolean } }>(
  pipelines: readonly P[],
): P[] {
  return pipelines.filter((pipeline) => !pipeline.isHidden || pipeline.abilities.update);
}
