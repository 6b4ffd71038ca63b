import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { accessTokenKeys } from './keys';

/** The signed-in user's personal access tokens, newest first: names and dates, never the secret. */
export function useAccessTokens() {
  return useQuery({
    queryKey: accessTokenKeys.mine(),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/profile/access-tokens', { signal });
      return data;
    },
  });
}
