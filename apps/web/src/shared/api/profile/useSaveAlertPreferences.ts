import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences } from '@cairn/contracts';
import { api } from '../api';
import { profileKeys } from './keys';

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: AlertPreferences) => {
      const { data } = await api.PUT('/api/profile/me/alerts', { body: preferences });
      return data;
    },
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.alerts(), saved),
  });
}
