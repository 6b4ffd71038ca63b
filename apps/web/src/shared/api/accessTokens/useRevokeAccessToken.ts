import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { accessTokenKeys } from './keys';

/** Revokes one of the user's tokens: it stops working at once. A refusal shows in the confirm dialog. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: string) => {
      await api.DELETE('/api/profile/access-tokens/{tokenId}', { params: { path: { tokenId } } });
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.mine() }),
  });
}
