import type { NodeModelLayer } from '@cairn/contracts';

export const buildingKeys = {
  all: ['building'] as const,
  engagement: (engagementId: string) => [...buildingKeys.all, engagementId] as const,
  lastBuilds: (engagementId: string) => [...buildingKeys.engagement(engagementId), 'lastBuild'] as const,
  lastBuild: (engagementId: string, layer: NodeModelLayer, node: string) =>
    [...buildingKeys.lastBuilds(engagementId), layer, node] as const,
  testResults: (engagementId: string, runId: string) =>
    [...buildingKeys.engagement(engagementId), 'testResults', runId] as const,
  trend: (engagementId: string, node: string, test: string, limit: number) =>
    [...buildingKeys.engagement(engagementId), 'trend', node, test, limit] as const,
};
