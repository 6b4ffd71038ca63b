import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleAssignmentUpdate } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/ApiError';
import { permissionKeys } from '../../../shared/api/permissions/keys';
import { folderAccessKeys, storageKeys } from './keys';

/**
 * Folder access through role assignment updates. A 422 (unknown principal, role of another scope)
 * is silently ignored, as workspace.md section 8 says; afterwards the holders, my permissions and
 * the listings are reloaded, since the change may be my own access.
 */
export function useUpdateRoleAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updates: RoleAssignmentUpdate[]) => {
      if (updates.length === 0) return;
      try {
        await apiFetch('/api/authorization/role-assignments', { method: 'POST', json: updates });
      } catch (error) {
        if (!(isApiError(error) && error.status === 422)) throw error;
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: folderAccessKeys.all }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: storageKeys.all }),
      ]),
  });
}
