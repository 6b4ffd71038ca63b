import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { storageKeys } from './keys';
import { pathParameter } from './storagePaths';

/** Files only: the server refuses folders. */
export function useDeleteFile(engagementId: string, purpose: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (path: readonly string[]) => {
      await api.DELETE('/api/storage/engagements/{engagementId}/{purpose}/files', {
        params: { path: { engagementId, purpose }, query: pathParameter(path) },
      });
    },
    onSuccess: (_, path) =>
      queryClient.invalidateQueries({
        queryKey: storageKeys.folder(engagementId, purpose, path.slice(0, -1)),
      }),
  });
}
