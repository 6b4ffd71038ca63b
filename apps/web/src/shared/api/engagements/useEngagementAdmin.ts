import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementKeys } from './keys';

/** One engagement as the admin console shows it: name, tenant, features, resourceIds and abilities. */
export function useEngagementAdmin(engagementId: string) {
  return useQuery({
    queryKey: engagementKeys.admin(engagementId),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/{engagementId}/admin', {
        params: { path: { engagementId } },
      });
      return data;
    },
  });
}
