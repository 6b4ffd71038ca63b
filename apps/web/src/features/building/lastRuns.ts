import type { PipelineRun } from '@cairn/contracts';

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
