import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { storageKeys } from './keys';

/** An engagement's storage configurations (also fetched ahead at start: app/routes/prefetchAddress.ts). */
export const storageConfigurationsQuery = (engagementId: string | null | undefined) =>
  queryOptions({
    queryKey: storageKeys.configurations(engagementId ?? ''),
    queryFn: async () => {
      const { data } = await api.GET('/api/storage/engagements/{engagementId}/configurations', {
        params: { path: { engagementId: engagementId! } },
      });
      return data;
    },
    enabled: !!engagementId,
  });

export function useStorageConfigurations(engagementId: string | null | undefined) {
  return useQuery(storageConfigurationsQuery(engagementId));
}
