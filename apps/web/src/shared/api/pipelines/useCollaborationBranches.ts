import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { publishingKeys } from './keys';

/** The node model's branches the publish modal offers (with their commit and Open address). */
export function useCollaborationBranches(engagementId: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.branches(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/collaboration-branches', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
    enabled,
  });
}
