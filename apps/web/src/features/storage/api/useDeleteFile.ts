import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { storageKeys } from './keys';
import { purposeAddress, withPath } from './storageAddresses';

/** Files only: the server refuses folders. */
export function useDeleteFile(engagementId: string, purpose: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: readonly string[]) =>
      apiFetch<void>(`${purposeAddress(engagementId, purpose)}/files${withPath(path)}`, { method: 'DELETE' }),
    onSuccess: (_, path) =>
      queryClient.invalidateQueries({
        queryKey: storageKeys.folder(engagementId, purpose, path.slice(0, -1)),
      }),
  });
}
