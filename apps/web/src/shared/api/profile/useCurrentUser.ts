import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@cairn/contracts';
import { apiFetch } from '../client';
import { profileKeys } from './keys';

export const fetchCurrentUser = () => apiFetch<CurrentUser>('/api/profile/me');

export function useCurrentUser() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: fetchCurrentUser });
}
