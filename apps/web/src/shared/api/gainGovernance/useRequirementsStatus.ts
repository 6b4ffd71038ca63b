import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { gainGovernanceKeys } from './keys';

/** The current requirements status, its history (newest first) and the statuses the caller may set. */
export function useRequirementsStatus(
  engagementId: string | null | undefined,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: gainGovernanceKeys.requirementsStatus(engagementId ?? ''),
    enabled: !!engagementId && options.enabled !== false,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/gain/requirements-status', {
        params: { path: { engagementId: engagementId ?? '' } },
        signal,
      });
      return data;
    },
  });
}
