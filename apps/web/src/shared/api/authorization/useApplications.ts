import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { applicationKeys } from './keys';

type ApiListQuery = PagedQuery<'name' | 'aadObjectId' | 'createdAt'>;

/** A page of the applications overview; the previous page stays while the next loads. */
export function useApplications(query: PagedQuery) {
  return useQuery({
    queryKey: [...applicationKeys.list(), query],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/applications', {
        params: { query: query as ApiListQuery },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
