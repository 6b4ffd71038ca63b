import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, ProfileImageSize } from '@cairn/contracts';
import { apiFetch } from '../client';
import { profileKeys } from './keys';

/** Address of my picture at a size; the version parameter of profileImage busts the cache after uploads. */
export function profilePictureAddress(
  user: Pick<CurrentUser, 'profileImage'> | undefined,
  size: ProfileImageSize,
) {
  const base = user?.profileImage ?? '/api/profile/me/picture?size=48';
  return base.replace(/size=\d+/, `size=${size}`);
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<CurrentUser>('/api/profile/me/picture', { method: 'PUT', form });
    },
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CurrentUser>('/api/profile/me/picture', { method: 'DELETE' }),
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
