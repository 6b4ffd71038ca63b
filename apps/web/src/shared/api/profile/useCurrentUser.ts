import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { profileKeys } from './keys';

export const fetchCurrentUser = async () => {
  const { data } = await api.GET('/api/profile/me');
  return data;
};

export function useCurrentUser() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: fetchCurrentUser });
}
