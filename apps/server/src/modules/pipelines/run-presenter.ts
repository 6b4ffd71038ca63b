// The only way a run row becomes JSON: worker bookkeeping (worker id, heartbeat, time limit) stays
// inside.
import type { PipelineRun, PipelineRunDetail, RunLogLine } from '@cairn/contracts';
import type { pipelineRunLog, pipelineRuns } from '../../db/schema/pipelines.js';
import { runAbilities, type PipelinePolicyContext } from './pipelines.policy.js';

export type RunRow = typeof pipelineRuns.$inferSelect;
type LogRow = typeof pipelineRunLog.$inferSelect;

/** The run's page in the web app (apps/web route /pipeline-runs/:id). */
export const runUrl = (origin: string, id: string) => `${origin}/pipeline-runs/${id}`;

/** The run as `policy`'s caller sees it: with what that caller may do with it. */
export function presentRun(row: RunRow, origin: string, policy: PipelinePolicyContext): PipelineRun {
  return {
    id: row.id,
    status: row.status,
    pipelineName: row.pipelineName,
    layerName: row.layerName,
    parameters: row.parameters,
    message: row.message,
    runStart: row.runStart.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    runEnd: row.runEnd?.toISOString() ?? null,
    startedBy:
      row.startedByName && row.startedByType ? { name: row.startedByName, type: row.startedByType } : null,
    rerunOf: row.rerunOf,
    url: runUrl(origin, row.id),
    abilities: runAbilities(policy, row),
  };
}

export function presentLogLine(row: LogRow): RunLogLine {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    level: row.level,
    step: row.step,
    message: row.message,
    detail: row.detail,
  };
}

export function presentRunDetail(
  row: RunRow,
  log: LogRow[],
  origin: string,
  policy: PipelinePolicyContext,
): PipelineRunDetail {
  return {
    ...presentRun(row, origin, policy),
    log: log.map(presentLogLine),
    result: row.result,
    commit: row.commit,
  };
}
