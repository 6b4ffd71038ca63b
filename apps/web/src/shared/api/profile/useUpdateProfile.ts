import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfile } from '@cairn/contracts';
import { api } from '../api';
import { profileKeys } from './keys';

const UPDATE_PROFILE = ['profile', 'update'] as const;

/**
 * Saves the profile. Changes made in quick succession (language, then theme) must not undo each
 * other: each save applies to the cached user at once, saves run one after another in click order
 * (one mutation scope), and only the last one to finish takes the server's answer, so an earlier
 * answer (or a refetch) never puts back a value the user has already changed again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const othersPending = () => queryClient.isMutating({ mutationKey: UPDATE_PROFILE }) > 1;
  return useMutation({
    mutationKey: UPDATE_PROFILE,
    scope: { id: 'profile.update' },
    mutationFn: async (change: UpdateProfile) => {
      const { data } = await api.PUT('/api/profile/me', { body: change });
      return data;
    },
    // Synchronous on purpose (no await before setQueryData): a change made right after this one
    // reads the cache at once and must find this change there. Cancelling reverts a running
    // refetch synchronously, before the change is applied.
    onMutate: (change) => {
      void queryClient.cancelQueries({ queryKey: profileKeys.me() });
      const previous = queryClient.getQueryData<CurrentUser>(profileKeys.me());
      if (previous) queryClient.setQueryData<CurrentUser>(profileKeys.me(), { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous && !othersPending()) queryClient.setQueryData(profileKeys.me(), context.previous);
    },
    onSuccess: (user) => {
      if (!othersPending()) queryClient.setQueryData(profileKeys.me(), user);
    },
    onSettled: () => {
      if (!othersPending()) void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
