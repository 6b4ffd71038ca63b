import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { accessTokenKeys } from './keys';

/** Another user's personal access tokens, for an administrator (Users.Reader at /platform). */
export function useUserAccessTokens(email: string) {
  return useQuery({
    queryKey: accessTokenKeys.ofUser(email),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/users/{email}/access-tokens', {
        params: { path: { email } },
        signal,
      });
      return data;
    },
  });
}
