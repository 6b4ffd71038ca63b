import { useQuery } from '@tanstack/react-query';
import type { GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainGovernanceKeys } from './keys';

/** Promotions updated while one is in progress: its test import runs on the server. */
export const PROMOTIONS_POLL_MS = 2000;

/** fetch promotions: newest first, with the Revert and Target marks and what the caller may do. */
export function usePromotions(engagementId: string, processType: GainProcessType) {
  return useQuery({
    queryKey: gainGovernanceKeys.promotions(engagementId, processType),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/gain/promotions', {
        params: { path: { engagementId }, query: { processType } },
        signal,
      });
      return data;
    },
    refetchInterval: (query) => (query.state.data?.inProgress ? PROMOTIONS_POLL_MS : false),
  });
}
