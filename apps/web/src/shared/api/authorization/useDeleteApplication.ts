import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { applicationKeys } from './keys';

/** Deletes an application with its secrets, tokens and role assignments; a refusal shows in the confirm dialog. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (aadObjectId: string) => {
      await api.DELETE('/api/authorization/applications/{aadObjectId}', {
        params: { path: { aadObjectId } },
      });
    },
    meta: { silent: true },
    onSuccess: (_, aadObjectId) =>
      queryClient.removeQueries({ queryKey: applicationKeys.detail(aadObjectId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.list() }),
  });
}
