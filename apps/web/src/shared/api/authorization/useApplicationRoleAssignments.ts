import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { applicationKeys } from './keys';

/** An application's role assignments grouped by scope, each role with whether I may remove it. */
export function useApplicationRoleAssignments(aadObjectId: string) {
  return useQuery({
    queryKey: applicationKeys.assignments(aadObjectId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/applications/{aadObjectId}/role-assignments', {
        params: { path: { aadObjectId } },
        signal,
      });
      return data;
    },
    enabled: !!aadObjectId,
  });
}
