import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUser } from '@cairn/contracts';
import { api } from '../api';
import { userKeys } from './keys';

/** New user; the answer carries the set-password link (shown once) or says to use the identity provider. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateUser) => {
      const { data } = await api.POST('/api/authorization/users', { body: input });
      return data;
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
