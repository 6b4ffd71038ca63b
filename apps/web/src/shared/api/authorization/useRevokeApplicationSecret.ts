import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { applicationKeys } from './keys';

/** Revokes a client secret: the tokens it issued end at once. A refusal shows in the confirm dialog. */
export function useRevokeApplicationSecret(aadObjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (secretId: string) => {
      const { data } = await api.POST(
        '/api/authorization/applications/{aadObjectId}/secrets/{secretId}/revoke',
        {
          params: { path: { aadObjectId, secretId } },
        },
      );
      return data;
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.secrets(aadObjectId) }),
  });
}
