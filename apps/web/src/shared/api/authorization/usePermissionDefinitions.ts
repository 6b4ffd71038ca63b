import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { permissionDefinitionKeys } from './keys';

type PermissionListQuery = PagedQuery<'name' | 'category'>;

/** A page of the permissions overview; the previous page stays while the next loads. */
export function usePermissionDefinitions(query: PagedQuery) {
  return useQuery({
    queryKey: permissionDefinitionKeys.list(query),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/permissions', {
        params: { query: query as PermissionListQuery },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
