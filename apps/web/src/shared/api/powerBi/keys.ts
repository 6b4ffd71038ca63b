/** Embedded Power BI reports (an embed token and the report's embedUrl). */
export const powerBiKeys = {
  all: ['powerBi'] as const,
  embed: (engagementId: string, reportId: string) =>
    [...powerBiKeys.all, 'embed', engagementId, reportId] as const,
};
