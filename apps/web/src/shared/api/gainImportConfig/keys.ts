import type { GainProcessType } from '@cairn/contracts';

/** Gain import configuration: the current version and the history, per engagement and process type. */
export const gainImportConfigKeys = {
  all: ['gainImportConfig'] as const,
  engagement: (engagementId: string) => [...gainImportConfigKeys.all, engagementId] as const,
  current: (engagementId: string, processType: GainProcessType) =>
    [...gainImportConfigKeys.engagement(engagementId), 'current', processType] as const,
  history: (engagementId: string, processType: GainProcessType) =>
    [...gainImportConfigKeys.engagement(engagementId), 'history', processType] as const,
};
