import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { tenantKeys } from '../tenants/keys';
import { deploymentKeys } from './keys';

/** Deploy: starts a deployment of the tenant's composition; the tenant is locked until it ends. */
export function useStartDeployment(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.POST('/api/tenants/{tenantId}/deployments', {
        params: { path: { tenantId } },
      });
      return data;
    },
    // The confirmation shows the refusal (409 locked or nothing to deploy).
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deploymentKeys.tenant(tenantId) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.detail(tenantId) }),
      ]),
  });
}
