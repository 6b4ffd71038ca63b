import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorageObject } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { storageKeys } from './keys';
import { purposeAddress, withPath } from './storageAddresses';

export interface NewFolder {
  parent: readonly string[];
  displayName: string;
  metadata: Record<string, string>;
}

export function useCreateFolder(engagementId: string, purpose: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parent, displayName, metadata }: NewFolder) =>
      apiFetch<StorageObject>(`${purposeAddress(engagementId, purpose)}/folders${withPath(parent)}`, {
        method: 'POST',
        json: { displayName, metadata },
      }),
    // folderNameTaken belongs under the name field; the dialog reports anything else.
    meta: { silent: true },
    onSuccess: (_, { parent }) =>
      queryClient.invalidateQueries({ queryKey: storageKeys.folder(engagementId, purpose, parent) }),
  });
}
