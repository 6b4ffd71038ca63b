import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantUpdate } from '@cairn/contracts';
import { api } from '../api';
import { tenantKeys } from './keys';

/** General tab's Save: name and cloud configuration (the resource group name with its prefix). */
export function useUpdateTenant(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TenantUpdate) => {
      const { data } = await api.PUT('/api/tenants/{tenantId}', {
        params: { path: { tenantId } },
        body: change,
      });
      return data;
    },
    // The form shows field errors itself (showServerFieldErrors).
    meta: { silent: true },
    onSuccess: (tenant) => queryClient.setQueryData(tenantKeys.detail(tenantId), tenant),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
}
