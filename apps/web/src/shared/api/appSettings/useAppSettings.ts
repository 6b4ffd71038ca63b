import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { appSettingsKeys } from './keys';

export const fetchAppSettings = async () => {
  const { data } = await api.GET('/appSettings.json', { redirectOn401: false });
  return data;
};

/** Settings do not change while the app runs; fetched once. */
export function useAppSettings() {
  return useQuery({ queryKey: appSettingsKeys.all, queryFn: fetchAppSettings, staleTime: Infinity });
}
