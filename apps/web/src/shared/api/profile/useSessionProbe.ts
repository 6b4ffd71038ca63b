import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** Asks whether a session exists without sending the browser to sign in when it does not. */
export function useSessionProbe() {
  return useQuery({
    queryKey: ['session', 'probe'],
    queryFn: async () => {
      const { data } = await api.GET('/api/profile/me', { redirectOn401: false });
      return data;
    },
    retry: false,
    staleTime: 0,
    meta: { silent: true },
  });
}
