import { useQuery } from '@tanstack/react-query';
import { DEPLOYMENT_POLL_MS } from '@cairn/contracts';
import { api } from '../api';
import { deploymentKeys } from './keys';

/** One deployment's tasks (route tenants/{tenantId}/deployments/{deploymentId}); polled until it ends. */
export function useDeploymentTasks(tenantId: string, deploymentId: string) {
  return useQuery({
    queryKey: deploymentKeys.tasks(tenantId, deploymentId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}/deployments/{deploymentId}/tasks', {
        params: { path: { tenantId, deploymentId } },
        signal,
      });
      return data;
    },
    refetchInterval: (query) =>
      query.state.data?.deployment.status === 'InProgress' ? DEPLOYMENT_POLL_MS : false,
  });
}
