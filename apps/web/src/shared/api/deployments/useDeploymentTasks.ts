import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEPLOYMENT_POLL_MS, type DeploymentTaskSortColumn, type PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { deploymentKeys } from './keys';

/** A page of one deployment's tasks (route tenants/{tenantId}/deployments/{deploymentId}); polled until it ends. */
export function useDeploymentTasks(tenantId: string, deploymentId: string, query: PagedQuery) {
  return useQuery({
    queryKey: deploymentKeys.tasks(tenantId, deploymentId, query),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}/deployments/{deploymentId}/tasks', {
        params: { path: { tenantId, deploymentId }, query: query as PagedQuery<DeploymentTaskSortColumn> },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.deployment.status === 'InProgress' ? DEPLOYMENT_POLL_MS : false),
  });
}
