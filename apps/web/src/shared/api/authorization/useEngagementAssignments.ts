import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementAccessKeys } from './keys';

/** The users or applications holding roles at the engagement or its folders, one row each with its assignments. */
export function useEngagementAssignments(engagementId: string, principalType: 'User' | 'Application') {
  return useQuery({
    queryKey: engagementAccessKeys.principals(engagementId, principalType),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/engagements/{engagementId}/assignments', {
        params: { path: { engagementId }, query: { principalType } },
        signal,
      });
      return data;
    },
  });
}
