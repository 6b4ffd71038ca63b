import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementKeys } from './keys';

/** The Resources tab's rows: every resource of the engagement's tenant (name, resourceType). */
export function useEngagementTenantResources(engagementId: string) {
  return useQuery({
    queryKey: engagementKeys.tenantResources(engagementId),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/{engagementId}/tenant-resources', {
        params: { path: { engagementId } },
      });
      return data;
    },
  });
}
