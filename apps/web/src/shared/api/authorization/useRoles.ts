import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { roleKeys } from './keys';

type RoleListQuery = PagedQuery<'name' | 'scopeMask'>;

/** A page of the roles overview; the previous page stays while the next loads. */
export function useRoles(query: PagedQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/roles', {
        params: { query: query as RoleListQuery },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
