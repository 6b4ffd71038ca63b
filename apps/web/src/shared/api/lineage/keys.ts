export const lineageKeys = {
  all: ['lineage'] as const,
  engagement: (engagementId: string) => [...lineageKeys.all, engagementId] as const,
  branch: (engagementId: string, branch: string) =>
    [...lineageKeys.engagement(engagementId), branch] as const,
};
