import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { userKeys } from './keys';

/** A page of the users overview; the previous page stays while the next loads. */
export function useUsers(query: PagedQuery) {
  return useQuery({
    queryKey: [...userKeys.list(), query],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/users', {
        params: { query: query as ApiListQuery },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

type ApiListQuery = PagedQuery<'name' | 'email'>;
