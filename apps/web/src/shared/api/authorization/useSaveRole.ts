import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleInput } from '@cairn/contracts';
import { api } from '../api';
import { afterCatalogueChange } from './roleMutations';

/** Creates a role (`currentName` undefined) or replaces one: name, scope mask, description, permissions. */
export function useSaveRole(currentName: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: RoleInput) => {
      if (currentName === undefined) {
        const { data } = await api.POST('/api/authorization/roles', { body: role });
        return data;
      }
      const { data } = await api.PUT('/api/authorization/roles/{roleName}', {
        params: { path: { roleName: currentName } },
        body: role,
      });
      return data;
    },
    // The form dialog shows the server's answer under its fields or above the form.
    meta: { silent: true },
    onSuccess: () => afterCatalogueChange(queryClient),
  });
}
