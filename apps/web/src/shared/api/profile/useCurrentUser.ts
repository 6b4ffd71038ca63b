import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { profileKeys } from './keys';

export const fetchCurrentUser = async () => {
  const { data } = await api.GET('/api/profile/me');
  return data;
};

/** The signed-in user (also fetched ahead at start: app/routes/prefetchAddress.ts). */
export const currentUserQuery = () => queryOptions({ queryKey: profileKeys.me(), queryFn: fetchCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
