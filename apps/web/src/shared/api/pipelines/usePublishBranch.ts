import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { publishingKeys } from './keys';

/** Publishes a branch: the Run screens' build and test pipelines execute it from now on. */
export function usePublishBranch(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (branch: string) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/publish', {
        params: { path: { engagementId } },
        body: { branch },
      });
      return data;
    },
    onSuccess: (published) => {
      queryClient.setQueryData(publishingKeys.published(engagementId), published);
      return queryClient.invalidateQueries({ queryKey: publishingKeys.engagement(engagementId) });
    },
  });
}
