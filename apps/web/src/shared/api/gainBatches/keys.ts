/** Gain batches, staging and FX rates per engagement. */
export const gainBatchKeys = {
  all: ['gainBatches'] as const,
  engagement: (engagementId: string) => [...gainBatchKeys.all, engagementId] as const,
  batches: (engagementId: string, page: number, pageSize: number) =>
    [...gainBatchKeys.engagement(engagementId), 'batches', page, pageSize] as const,
  fxRates: (engagementId: string) => [...gainBatchKeys.engagement(engagementId), 'fxRates'] as const,
};
