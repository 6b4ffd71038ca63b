import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { profileKeys } from './keys';

export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.POST('/api/profile/me/eula');
      return data;
    },
    // "accepting records it, reloads the user, goes to Overview" (admin-console.md section 4)
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
