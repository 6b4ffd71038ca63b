import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { engagementKeys } from './keys';

type ApiListQuery = PagedQuery<'name' | 'createdAt'>;

/** A page of the engagements overview; the previous page stays while the next loads. */
export function useEngagementsAdmin(query: PagedQuery) {
  return useQuery({
    queryKey: [...engagementKeys.adminList(), query],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/admin', {
        params: { query: query as ApiListQuery },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
