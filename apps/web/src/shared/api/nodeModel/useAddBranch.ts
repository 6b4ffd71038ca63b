import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewBranch } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';

/** addNewBranch: a branch of the parent's current state. */
export function useAddBranch(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (branch: NewBranch) => {
      const { data } = await api.POST('/api/nodeModel/engagements/{engagementId}/branches', {
        params: { path: { engagementId } },
        body: branch,
      });
      return data;
    },
    // The dialog puts a name problem (noDuplicateBranchName) under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.branches(engagementId) }),
  });
}
