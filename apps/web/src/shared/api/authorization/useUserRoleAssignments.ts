import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { userKeys } from './keys';

/** A user's role assignments grouped by scope, each role with whether I may remove it. */
export function useUserRoleAssignments(email: string) {
  return useQuery({
    queryKey: userKeys.assignments(email),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/users/{email}/role-assignments', {
        params: { path: { email } },
        signal,
      });
      return data;
    },
    enabled: !!email,
  });
}
