import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { accessTokenKeys } from './keys';

/** An administrator revokes one of a user's tokens (Users.Writer at /platform); it stops at once. */
export function useRevokeUserAccessToken(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: string) => {
      await api.DELETE('/api/authorization/users/{email}/access-tokens/{tokenId}', {
        params: { path: { email, tokenId } },
      });
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.ofUser(email) }),
  });
}
