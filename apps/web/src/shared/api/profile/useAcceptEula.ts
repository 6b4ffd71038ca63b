import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@cairn/contracts';
import { apiFetch } from '../client';
import { profileKeys } from './keys';

export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CurrentUser>('/api/profile/me/eula', { method: 'POST' }),
    // "accepting records it, reloads the user, goes to Overview" (admin-console.md section 4)
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
