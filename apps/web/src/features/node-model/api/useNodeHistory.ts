import { useQuery } from '@tanstack/react-query';
import type { NodeHistory } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** The commits of a node, newest first, each with the node's query as it was (base64). */
export function useNodeHistory(ref: NodeRef | null, enabled: boolean) {
  return useQuery({
    queryKey: ref ? nodeModelKeys.history(ref) : [...nodeModelKeys.all, 'none'],
    queryFn: () => apiFetch<NodeHistory>(`${refAddress(ref!)}/history`),
    enabled: !!ref && enabled,
  });
}
