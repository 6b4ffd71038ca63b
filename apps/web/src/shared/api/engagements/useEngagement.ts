import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementKeys } from './keys';

/** An engagement with its features (also fetched ahead at start: app/routes/prefetchAddress.ts). */
export const engagementQuery = (engagementId: string | null | undefined) =>
  queryOptions({
    queryKey: engagementKeys.detail(engagementId ?? ''),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/{engagementId}', {
        params: { path: { engagementId: engagementId! } },
      });
      return data;
    },
    enabled: !!engagementId,
  });

export function useEngagement(engagementId: string | null | undefined) {
  return useQuery(engagementQuery(engagementId));
}
