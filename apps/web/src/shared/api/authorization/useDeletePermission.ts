import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/**
 * Deletes a permission. The list is not reloaded here: the page reloads it after
 * PERMISSION_DELETE_RELOAD_MS, as admin-console.md section 9 says.
 */
export function useDeletePermission() {
  return useMutation({
    mutationFn: async (permissionName: string) => {
      await api.DELETE('/api/authorization/permissions/{permissionName}', {
        params: { path: { permissionName } },
      });
    },
    meta: { silent: true },
  });
}
