import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { storageKeys } from './keys';

export function useStorageConfigurations(engagementId: string | null | undefined) {
  return useQuery({
    queryKey: storageKeys.configurations(engagementId ?? ''),
    queryFn: async () => {
      const { data } = await api.GET('/api/storage/engagements/{engagementId}/configurations', {
        params: { path: { engagementId: engagementId! } },
      });
      return data;
    },
    enabled: !!engagementId,
  });
}
