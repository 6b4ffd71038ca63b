import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '../api';
import { tenantKeys } from './keys';

export type TenantResourcesSaveBody = ApiBody<'/api/tenants/{tenantId}/resources', 'put'>;

/**
 * Save of the Compose tab: the whole list; the server creates, updates and deletes to match it in one
 * transaction (admin-console.md section 4) and answers the new list, which replaces the cached one.
 * The tenant is reloaded too: what may be deployed depends on what is composed.
 */
export function useSaveTenantResources(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TenantResourcesSaveBody) => {
      const { data } = await api.PUT('/api/tenants/{tenantId}/resources', {
        params: { path: { tenantId } },
        body,
      });
      return data;
    },
    // The tab shows a 400's field errors under their cards' fields; anything else is reported there.
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(tenantKeys.resources(tenantId), saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.resources(tenantId) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.detail(tenantId) }),
      ]),
  });
}
