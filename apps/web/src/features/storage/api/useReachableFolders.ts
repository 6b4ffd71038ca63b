import { useQuery } from '@tanstack/react-query';
import type { ReachableFolder } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { folderAccessKeys } from './keys';
import { purposeAddress } from './storageAddresses';

/**
 * The folders of the purpose I may open (the root itself when I may read it): the way in for someone
 * given access only to a folder below a root that answers 403. Asked only when `enabled`.
 */
export function useReachableFolders(engagementId: string, purpose: string, enabled: boolean) {
  return useQuery({
    queryKey: folderAccessKeys.reachable(engagementId, purpose),
    queryFn: () => apiFetch<ReachableFolder[]>(`${purposeAddress(engagementId, purpose)}/reachable-folders`),
    enabled,
  });
}
