import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorageObject } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { storageKeys } from './keys';
import { purposeAddress, withPath } from './storageAddresses';

/** Metadata of a folder or file; an empty map clears it. */
export function useUpdateMetadata(engagementId: string, purpose: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, metadata }: { path: readonly string[]; metadata: Record<string, string> }) =>
      apiFetch<StorageObject>(`${purposeAddress(engagementId, purpose)}/objects/metadata${withPath(path)}`, {
        method: 'PATCH',
        json: { metadata },
      }),
    onSuccess: (_, { path }) =>
      queryClient.invalidateQueries({
        queryKey: storageKeys.folder(engagementId, purpose, path.slice(0, -1)),
      }),
  });
}
