import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementKeys } from './keys';

export function useEngagement(engagementId: string | null | undefined) {
  return useQuery({
    queryKey: engagementKeys.detail(engagementId ?? ''),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/{engagementId}', {
        params: { path: { engagementId: engagementId! } },
      });
      return data;
    },
    enabled: !!engagementId,
  });
}
