import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserProfile } from '@cairn/contracts';
import { api } from '../api';
import { userKeys } from './keys';

export function useUpdateUserProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateUserProfile) => {
      const { data } = await api.PUT('/api/authorization/users/{email}/profile', {
        params: { path: { email } },
        body: change,
      });
      return data;
    },
    // The form shows field errors itself (showServerFieldErrors).
    meta: { silent: true },
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(email), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
