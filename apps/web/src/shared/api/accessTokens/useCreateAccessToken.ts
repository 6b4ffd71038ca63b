import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAccessToken } from '@cairn/contracts';
import { api } from '../api';
import { accessTokenKeys } from './keys';

/** A new personal access token; the answer carries its secret, the only time it is ever shown. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccessToken) => {
      const { data } = await api.POST('/api/profile/access-tokens', { body: input });
      return data;
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.mine() }),
  });
}
