import { useQuery } from '@tanstack/react-query';
import type { NodeComparison } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** The node on this branch and on another (queries base64, null where the node does not exist). */
export function useNodeComparison(ref: NodeRef | null, otherBranch: string | undefined) {
  return useQuery({
    queryKey:
      ref && otherBranch ? nodeModelKeys.comparison(ref, otherBranch) : [...nodeModelKeys.all, 'none'],
    queryFn: () =>
      apiFetch<NodeComparison>(`${refAddress(ref!)}/compare?otherBranch=${encodeURIComponent(otherBranch!)}`),
    enabled: !!ref && !!otherBranch,
  });
}
