import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorageConfiguration } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { storageKeys } from './keys';
import { configurationsAddress } from './storageAddresses';

/** PUT replaces the engagement's whole list; the list is reloaded afterwards (admin-console.md section 4). */
export function useSaveStorageConfigurations(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: StorageConfiguration[]) =>
      apiFetch<StorageConfiguration[]>(configurationsAddress(engagementId), { method: 'PUT', json: list }),
    // The tab shows the spec's failure message and the field errors itself.
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(storageKeys.configurations(engagementId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.configurations(engagementId) }),
  });
}
