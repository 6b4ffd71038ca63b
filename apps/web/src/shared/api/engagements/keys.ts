export const engagementKeys = {
  all: ['engagements'] as const,
  mine: () => [...engagementKeys.all, 'mine'] as const,
  detail: (engagementId: string) => [...engagementKeys.all, 'detail', engagementId] as const,
};
