import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { userKeys } from './keys';

/** One user by e-mail address: both sides (authorization and profile) and what I may do with it. */
export function useUser(email: string) {
  return useQuery({
    queryKey: userKeys.detail(email),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/users/{email}', {
        params: { path: { email } },
        signal,
      });
      return data;
    },
    enabled: !!email,
  });
}
