import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { folderAccessKeys } from './keys';

/** Users and applications holding a role exactly at the folder's scope. */
export function useFolderHolders(scope: string, enabled: boolean) {
  return useQuery({
    queryKey: folderAccessKeys.holders(scope),
    queryFn: async () => {
      const { data } = await api.GET('/api/authorization/role-assignments', {
        params: { query: { scope } },
      });
      return data;
    },
    enabled,
    staleTime: 0,
  });
}
