import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { branchesAddress } from './nodeModelAddresses';

export function useBranches(engagementId: string) {
  return useQuery({
    queryKey: nodeModelKeys.branches(engagementId),
    queryFn: () => apiFetch<Branch[]>(branchesAddress(engagementId)),
  });
}
