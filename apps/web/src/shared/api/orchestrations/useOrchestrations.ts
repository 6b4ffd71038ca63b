import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/** The engagement's orchestrations with their next times and last run. */
export function useOrchestrations(engagementId: string | null | undefined) {
  return useQuery({
    queryKey: orchestrationKeys.list(engagementId ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/orchestrations/engagements/{engagementId}/orchestrations', {
        params: { path: { engagementId: engagementId! } },
        signal,
      });
      return data;
    },
    enabled: !!engagementId,
  });
}
