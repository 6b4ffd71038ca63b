import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { gainGovernanceKeys } from './keys';

/** Whether a gain engagement is signed off (its editing locked); asked by every editing screen. */
export function useGainSignOff(engagementId: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: gainGovernanceKeys.signOff(engagementId ?? ''),
    enabled: !!engagementId && enabled,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/gain/sign-off', {
        params: { path: { engagementId: engagementId ?? '' } },
        signal,
      });
      return data;
    },
  });
}
