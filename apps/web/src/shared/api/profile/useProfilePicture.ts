import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, ProfileImageSize } from '@cairn/contracts';
import { api, apiAddress } from '../api';
import { apiFetch } from '../client';
import { profileKeys } from './keys';

/** Address of my picture at a size; the version parameter of profileImage busts the cache after uploads. */
export function profilePictureAddress(
  user: Pick<CurrentUser, 'profileImage'> | undefined,
  size: ProfileImageSize,
) {
  const base = user?.profileImage ?? apiAddress('/api/profile/me/picture', { query: { size: '48' } });
  return base.replace(/size=\d+/, `size=${size}`);
}

/**
 * The picture goes up as multipart/form-data, which the OpenAPI document does not describe (the
 * route reads the file itself), so this one call stays on apiFetch.
 */
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
    mutationFn: async () => {
      const { data } = await api.DELETE('/api/profile/me/picture');
      return data;
    },
    onSuccess: (user) => queryClient.setQueryData(profileKeys.me(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
  });
}
