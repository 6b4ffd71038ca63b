import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { roleKeys } from './keys';

/** One role with its permissions (the role form); nothing is asked while `name` is undefined. */
export function useRole(name: string | undefined) {
  return useQuery({
    queryKey: roleKeys.detail(name ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/roles/{roleName}', {
        params: { path: { roleName: name! } },
        signal,
      });
      return data;
    },
    enabled: name !== undefined,
    staleTime: 0,
  });
}
