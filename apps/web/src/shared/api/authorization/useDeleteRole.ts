import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { afterCatalogueChange } from './roleMutations';

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (roleName: string) => {
      await api.DELETE('/api/authorization/roles/{roleName}', { params: { path: { roleName } } });
    },
    // The confirmation dialog shows a refusal (a built-in role, a role still assigned).
    meta: { silent: true },
    onSuccess: () => afterCatalogueChange(queryClient),
  });
}
