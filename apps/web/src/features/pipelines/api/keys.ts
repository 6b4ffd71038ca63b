import type { RunListQuery } from './useRuns';

export const pipelineKeys = {
  all: ['pipelines'] as const,
  pipelines: (engagementId: string, layer: string) =>
    [...pipelineKeys.all, 'pipelines', engagementId, layer] as const,
  runs: (engagementId: string) => [...pipelineKeys.all, 'runs', engagementId] as const,
  runList: (engagementId: string, query: RunListQuery) =>
    [...pipelineKeys.runs(engagementId), 'list', query] as const,
  lastRuns: (engagementId: string, count: number) =>
    [...pipelineKeys.runs(engagementId), 'last', count] as const,
  run: (engagementId: string, runId: string) => [...pipelineKeys.runs(engagementId), 'run', runId] as const,
  tablePreview: (engagementId: string, schema: string, table: string) =>
    [...pipelineKeys.all, 'preview', engagementId, schema, table] as const,
};
