import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { profileKeys } from './keys';

/** Which orchestration alerts the signed-in user receives by e-mail. */
export function useAlertPreferences() {
  return useQuery({
    queryKey: profileKeys.alerts(),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/profile/me/alerts', { signal });
      return data;
    },
  });
}
