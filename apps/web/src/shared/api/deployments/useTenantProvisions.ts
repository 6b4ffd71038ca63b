import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { deploymentKeys } from './keys';

/** What the local provider made for the tenant: storage roots, warehouses, repositories, secret namespaces. */
export function useTenantProvisions(tenantId: string) {
  return useQuery({
    queryKey: deploymentKeys.provisions(tenantId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}/provisions', {
        params: { path: { tenantId } },
        signal,
      });
      return data;
    },
  });
}
