import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEPLOYMENT_POLL_MS, isTenantLocked } from '@cairn/contracts';
import { api } from '../api';
import { deploymentKeys } from './keys';

/** The Deployments tab: newest first, with the tenant's deploymentStatus; asked again while one runs. */
export function useTenantDeployments(tenantId: string) {
  return useQuery({
    queryKey: deploymentKeys.list(tenantId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}/deployments', {
        params: { path: { tenantId } },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data && isTenantLocked(query.state.data) ? DEPLOYMENT_POLL_MS : false,
  });
}
