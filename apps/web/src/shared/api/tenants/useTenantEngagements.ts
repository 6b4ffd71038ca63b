import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { tenantKeys } from './keys';

/** The engagements of a tenant (name and id). */
export function useTenantEngagements(tenantId: string) {
  return useQuery({
    queryKey: tenantKeys.engagements(tenantId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}/engagements', {
        params: { path: { tenantId } },
        signal,
      });
      return data;
    },
  });
}
