import { useQuery } from '@tanstack/react-query';
import type { AppSettings } from '@cairn/contracts';
import { apiFetch } from '../client';
import { appSettingsKeys } from './keys';

export const fetchAppSettings = () => apiFetch<AppSettings>('/appSettings.json', { redirectOn401: false });

/** Settings do not change while the app runs; fetched once. */
export function useAppSettings() {
  return useQuery({ queryKey: appSettingsKeys.all, queryFn: fetchAppSettings, staleTime: Infinity });
}
