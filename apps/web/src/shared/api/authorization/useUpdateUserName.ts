import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { userKeys } from './keys';

/** A user's account name (the authorization side's `name`; the profile's display name is separate). */
export function useUpdateUserName(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { data } = await api.PUT('/api/authorization/users/{email}', {
        params: { path: { email } },
        body: { name },
      });
      return data;
    },
    // The profile form shows field errors itself (showServerFieldErrors).
    meta: { silent: true },
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(email), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
