/** Orchestrations of an engagement (feature Workflow), their versions, the schedule preview and runs. */
export const orchestrationKeys = {
  all: ['orchestrations'] as const,
  engagement: (engagementId: string) => [...orchestrationKeys.all, engagementId] as const,
  list: (engagementId: string) => [...orchestrationKeys.engagement(engagementId), 'list'] as const,
  one: (engagementId: string, orchestrationId: string) =>
    [...orchestrationKeys.engagement(engagementId), 'one', orchestrationId] as const,
  versions: (engagementId: string, orchestrationId: string) =>
    [...orchestrationKeys.one(engagementId, orchestrationId), 'versions'] as const,
  schedulePreview: (engagementId: string, cron: string, timeZone: string) =>
    [...orchestrationKeys.engagement(engagementId), 'schedulePreview', cron, timeZone] as const,
  /** Every run query (lists and single runs): a run started, cancelled or rerun changes them. */
  runs: (engagementId: string) => [...orchestrationKeys.engagement(engagementId), 'runs'] as const,
  runList: (engagementId: string, page: number, pageSize: number) =>
    [...orchestrationKeys.runs(engagementId), 'list', page, pageSize] as const,
  run: (engagementId: string, runId: string) =>
    [...orchestrationKeys.runs(engagementId), 'run', runId] as const,
};
