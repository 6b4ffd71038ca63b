import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { appSettingsKeys } from './keys';

export const fetchAppSettings = async () => {
  const { data } = await api.GET('/appSettings.json', { redirectOn401: false });
  return data;
};

/** Settings do not change while the app runs; fetched once (not at all while `enabled` is false). */
export function useAppSettings(enabled = true) {
  return useQuery({
    queryKey: appSettingsKeys.all,
    queryFn: fetchAppSettings,
    staleTime: Infinity,
    enabled,
  });
}
