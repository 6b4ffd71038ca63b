import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionCreate } from '@cairn/contracts';
import { api } from '../api';
import { afterCatalogueChange } from './roleMutations';

/** Creates a permission (`currentName` undefined) or changes its category and description. */
export function useSavePermission(currentName: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (permission: PermissionCreate) => {
      if (currentName === undefined) {
        const { data } = await api.POST('/api/authorization/permissions', { body: permission });
        return data;
      }
      const { data } = await api.PUT('/api/authorization/permissions/{permissionName}', {
        params: { path: { permissionName: currentName } },
        body: permission,
      });
      return data;
    },
    meta: { silent: true },
    onSuccess: () => afterCatalogueChange(queryClient),
  });
}
