import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantCreate } from '@cairn/contracts';
import { api } from '../api';
import { tenantKeys } from './keys';

/** New tenant modal: name and removable (the provider defaults to Microsoft Azure on the server). */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TenantCreate) => {
      const { data } = await api.POST('/api/tenants', { body: input });
      return data;
    },
    // The dialog shows the server's errors under its fields.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
}
