import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { userKeys } from './keys';

/** The roles the add-role-assignment dialog offers when opened at `scope` (that scope's and below). */
export function useAssignableRoles(scope: string, enabled = true) {
  return useQuery({
    queryKey: userKeys.assignableRoles(scope),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/assignable-roles', {
        params: { query: { scope } },
        signal,
      });
      return data;
    },
    enabled,
  });
}
