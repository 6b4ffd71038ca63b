import type { NodeModelLayer, RunSortColumn, RunStatus } from '@cairn/contracts';

/** The monitor's list state (kept in the address by monitorQuery.ts). */
export interface RunListQuery {
  layer: string;
  sortBy: RunSortColumn;
  direction: 'asc' | 'desc';
  daysBack: number;
  statuses: RunStatus[];
  page: number;
  pageSize: number;
}

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
  /** The warehouse's tables with their columns (the node editor's catalogue). */
  tables: (engagementId: string) => [...pipelineKeys.all, 'tables', engagementId] as const,
  tablePreview: (engagementId: string, schema: string, table: string) =>
    [...pipelineKeys.all, 'preview', engagementId, schema, table] as const,
  buildImpact: (engagementId: string, layer: string) =>
    [...pipelineKeys.all, 'buildImpact', engagementId, layer] as const,
};

/** Publish pipelines: the node model's collaboration branches and the published branch. */
export const publishingKeys = {
  all: ['publishing'] as const,
  engagement: (engagementId: string) => [...publishingKeys.all, engagementId] as const,
  branches: (engagementId: string) => [...publishingKeys.engagement(engagementId), 'branches'] as const,
  published: (engagementId: string) => [...publishingKeys.engagement(engagementId), 'published'] as const,
  /** The data contracts; a node's fields or a publish change what they say (invalidate the engagement). */
  contracts: (engagementId: string) => [...publishingKeys.engagement(engagementId), 'contracts'] as const,
  contractCheck: (engagementId: string, branch: string) =>
    [...publishingKeys.contracts(engagementId), 'check', branch] as const,
};

/** Builds and test results (the Build and Testing screens). */
export const buildingKeys = {
  all: ['building'] as const,
  engagement: (engagementId: string) => [...buildingKeys.all, engagementId] as const,
  /** Without a layer: every layer's, for invalidating after a build. */
  lastBuilds: (engagementId: string, layer?: NodeModelLayer) =>
    [...buildingKeys.engagement(engagementId), 'lastBuilds', ...(layer ? [layer] : [])] as const,
  testResults: (engagementId: string, runId: string) =>
    [...buildingKeys.engagement(engagementId), 'testResults', runId] as const,
  trend: (engagementId: string, node: string, test: string, limit: number) =>
    [...buildingKeys.engagement(engagementId), 'trend', node, test, limit] as const,
};

/** The folder or file whose import settings a screen shows. */
export interface ImportSettingsTarget {
  storagePurpose: string;
  /** The folder (for a file: the folder it is in), slash separated, '' at the root. */
  path: string;
  /** Set for a file's own settings. */
  fileName?: string;
}

export const importKeys = {
  all: ['import'] as const,
  settings: (engagementId: string, target: ImportSettingsTarget) =>
    [
      ...importKeys.all,
      'settings',
      engagementId,
      target.storagePurpose,
      target.path,
      target.fileName ?? '',
    ] as const,
};
