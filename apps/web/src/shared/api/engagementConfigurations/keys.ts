import type { EngagementConfigurationKind } from '@cairn/contracts';

/** Engagement configurations: the Configuration tab's overview, each card, and each card's history. */
export const engagementConfigurationKeys = {
  all: ['engagementConfigurations'] as const,
  engagement: (engagementId: string) => [...engagementConfigurationKeys.all, engagementId] as const,
  overview: (engagementId: string) =>
    [...engagementConfigurationKeys.engagement(engagementId), 'overview'] as const,
  card: (engagementId: string, kind: EngagementConfigurationKind) =>
    [...engagementConfigurationKeys.engagement(engagementId), 'card', kind] as const,
  history: (engagementId: string, kind: EngagementConfigurationKind) =>
    [...engagementConfigurationKeys.engagement(engagementId), 'history', kind] as const,
};
