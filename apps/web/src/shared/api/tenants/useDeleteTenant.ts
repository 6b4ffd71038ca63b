import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { tenantKeys } from './keys';

/** Delete a removable tenant; the confirmation shows the server's refusal (locked, engagements left). */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tenantId: string) => {
      await api.DELETE('/api/tenants/{tenantId}', { params: { path: { tenantId } } });
    },
    meta: { silent: true },
    onSuccess: (_, tenantId) => queryClient.removeQueries({ queryKey: tenantKeys.detail(tenantId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
}
