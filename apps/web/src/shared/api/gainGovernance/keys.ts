import type { GainProcessType } from '@cairn/contracts';

/** Gain governance: requirements status and promotions per engagement. */
export const gainGovernanceKeys = {
  all: ['gainGovernance'] as const,
  engagement: (engagementId: string) => [...gainGovernanceKeys.all, engagementId] as const,
  requirementsStatus: (engagementId: string) =>
    [...gainGovernanceKeys.engagement(engagementId), 'requirementsStatus'] as const,
  signOff: (engagementId: string) => [...gainGovernanceKeys.engagement(engagementId), 'signOff'] as const,
  promotions: (engagementId: string, processType: GainProcessType) =>
    [...gainGovernanceKeys.engagement(engagementId), 'promotions', processType] as const,
};
