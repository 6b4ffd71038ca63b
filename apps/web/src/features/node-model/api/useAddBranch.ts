import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branch, NewBranch } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { branchesAddress } from './nodeModelAddresses';

/** addNewBranch: a branch of the parent's current state. */
export function useAddBranch(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branch: NewBranch) =>
      apiFetch<Branch>(branchesAddress(engagementId), { method: 'POST', json: branch }),
    // The dialog puts a name problem (noDuplicateBranchName) under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.branches(engagementId) }),
  });
}
