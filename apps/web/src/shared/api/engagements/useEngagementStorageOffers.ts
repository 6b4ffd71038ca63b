import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementKeys } from './keys';

/** Storage roots the local provider provisioned for the engagement's selected storage resources. */
export function useEngagementStorageOffers(engagementId: string) {
  return useQuery({
    queryKey: engagementKeys.storageOffers(engagementId),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/{engagementId}/storage-offers', {
        params: { path: { engagementId } },
      });
      return data;
    },
  });
}
