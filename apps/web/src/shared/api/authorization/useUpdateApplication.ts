import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateApplication } from '@cairn/contracts';
import { api } from '../api';
import { applicationKeys } from './keys';

/** Renames an application; the list and its details reload. Errors show under the form's fields. */
export function useUpdateApplication(aadObjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateApplication) => {
      const { data } = await api.PUT('/api/authorization/applications/{aadObjectId}', {
        params: { path: { aadObjectId } },
        body: input,
      });
      return data;
    },
    meta: { silent: true },
    onSuccess: (application) => queryClient.setQueryData(applicationKeys.detail(aadObjectId), application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.list() }),
  });
}
