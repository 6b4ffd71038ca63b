import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { storageKeys } from './keys';
import { pathParameter } from './storagePaths';

/** A folder as the dialog has it: where it goes, its name and metadata. */
export interface NewFolder {
  parent: readonly string[];
  displayName: string;
  metadata: Record<string, string>;
}

export function useCreateFolder(engagementId: string, purpose: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ parent, displayName, metadata }: NewFolder) => {
      const { data } = await api.POST('/api/storage/engagements/{engagementId}/{purpose}/folders', {
        params: { path: { engagementId, purpose }, query: pathParameter(parent) },
        body: { displayName, metadata },
      });
      return data;
    },
    // folderNameTaken belongs under the name field; the dialog reports anything else.
    meta: { silent: true },
    onSuccess: (_, { parent }) =>
      queryClient.invalidateQueries({ queryKey: storageKeys.folder(engagementId, purpose, parent) }),
  });
}
