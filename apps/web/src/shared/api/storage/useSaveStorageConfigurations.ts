import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorageConfiguration } from '@cairn/contracts';
import { api } from '../api';
import { storageKeys } from './keys';

/** PUT replaces the engagement's whole list; the list is reloaded afterwards (admin-console.md section 4). */
export function useSaveStorageConfigurations(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: StorageConfiguration[]) => {
      const { data } = await api.PUT('/api/storage/engagements/{engagementId}/configurations', {
        params: { path: { engagementId } },
        body: list,
      });
      return data;
    },
    // The tab shows the spec's failure message and the field errors itself.
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(storageKeys.configurations(engagementId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.configurations(engagementId) }),
  });
}
