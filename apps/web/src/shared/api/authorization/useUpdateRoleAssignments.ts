import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleAssignmentUpdate } from '@cairn/contracts';
import { isApiError } from '../ApiError';
import { api } from '../api';
import { storageKeys } from '../storage/keys';
import { folderAccessKeys, permissionKeys } from './keys';

/** The actions the server refused with 422 (unknown principal, role of another scope). */
export interface RoleAssignmentOutcome {
  refused: RoleAssignmentUpdate[][];
}

/**
 * Folder access through role assignment updates, one request per principal action (the updates of
 * one principal's Add or Remove), one after the other as workspace.md section 2 says. The server
 * applies a request all or nothing, so one bad principal only loses its own action: a 422 is not
 * an error (section 8) and the next action is still sent, but the refused ones are returned so the
 * dialog can say what was not saved. Afterwards the holders, my permissions and the listings are
 * reloaded, since the change may be my own access — also after a failure, as earlier actions stay.
 */
export function useUpdateRoleAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (actions: readonly RoleAssignmentUpdate[][]): Promise<RoleAssignmentOutcome> => {
      const refused: RoleAssignmentUpdate[][] = [];
      for (const updates of actions) {
        if (updates.length === 0) continue;
        try {
          await api.POST('/api/authorization/role-assignments', { body: updates });
        } catch (error) {
          if (!(isApiError(error) && error.status === 422)) throw error;
          refused.push(updates);
        }
      }
      return { refused };
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: folderAccessKeys.all }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: storageKeys.all }),
      ]),
  });
}
