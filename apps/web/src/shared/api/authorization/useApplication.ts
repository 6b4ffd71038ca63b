import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { applicationKeys } from './keys';

/** One application by its directory object id, with what I may do with it. */
export function useApplication(aadObjectId: string) {
  return useQuery({
    queryKey: applicationKeys.detail(aadObjectId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/applications/{aadObjectId}', {
        params: { path: { aadObjectId } },
        signal,
      });
      return data;
    },
    enabled: !!aadObjectId,
    retry: false,
  });
}
