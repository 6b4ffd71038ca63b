import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { tenantKeys } from './keys';

type ApiListQuery = PagedQuery<'name' | 'createdAt'>;

/** A page of the tenants overview; the previous page stays while the next loads. */
export function useTenants(query: PagedQuery) {
  return useQuery({
    queryKey: [...tenantKeys.list(), query],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants', { params: { query: query as ApiListQuery }, signal });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
