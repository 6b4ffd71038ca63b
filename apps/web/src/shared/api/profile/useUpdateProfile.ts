import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfile } from '@cairn/contracts';
import { apiFetch } from '../client';
import { profileKeys } from './keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateProfile) =>
      apiFetch<CurrentUser>('/api/profile/me', { method: 'PUT', json: change }),
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
