import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { applicationKeys } from './keys';

/** An application's client secrets, newest first: hint, dates and status, never the value. */
export function useApplicationSecrets(aadObjectId: string) {
  return useQuery({
    queryKey: applicationKeys.secrets(aadObjectId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/applications/{aadObjectId}/secrets', {
        params: { path: { aadObjectId } },
        signal,
      });
      return data;
    },
    enabled: !!aadObjectId,
  });
}
