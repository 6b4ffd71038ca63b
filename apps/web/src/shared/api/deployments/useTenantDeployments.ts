import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEPLOYMENT_POLL_MS,
  isTenantLocked,
  type DeploymentSortColumn,
  type PagedQuery,
} from '@cairn/contracts';
import { api } from '../api';
import { deploymentKeys } from './keys';

/**
 * A page of the Deployments tab (newest first), with the tenant's deploymentStatus; asked again while
 * one runs. The previous page stays while the next loads (PagedTable).
 */
export function useTenantDeployments(tenantId: string, query: PagedQuery) {
  return useQuery({
    queryKey: deploymentKeys.list(tenantId, query),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}/deployments', {
        params: { path: { tenantId }, query: query as PagedQuery<DeploymentSortColumn> },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && isTenantLocked(q.state.data) ? DEPLOYMENT_POLL_MS : false),
  });
}
