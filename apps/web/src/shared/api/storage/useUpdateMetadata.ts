import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { storageKeys } from './keys';
import { pathParameter } from './storagePaths';

/** Metadata of a folder or file; an empty map clears it. */
export function useUpdateMetadata(engagementId: string, purpose: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, metadata }: { path: readonly string[]; metadata: Record<string, string> }) => {
      const { data } = await api.PATCH('/api/storage/engagements/{engagementId}/{purpose}/objects/metadata', {
        params: { path: { engagementId, purpose }, query: pathParameter(path) },
        body: { metadata },
      });
      return data;
    },
    onSuccess: (_, { path }) =>
      queryClient.invalidateQueries({
        queryKey: storageKeys.folder(engagementId, purpose, path.slice(0, -1)),
      }),
  });
}
