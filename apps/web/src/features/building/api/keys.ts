import type { NodeModelLayer } from '@cairn/contracts';

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
