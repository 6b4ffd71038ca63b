import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfile } from '@cairn/contracts';
import { api } from '../api';
import { profileKeys } from './keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateProfile) => {
      const { data } = await api.PUT('/api/profile/me', { body: change });
      return data;
    },
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
