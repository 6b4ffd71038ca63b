import { useQuery } from '@tanstack/react-query';
import { decodeQuery, type NodeDetail } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** The node with its query (decoded to text here), fields and properties. */
export function useNode(ref: NodeRef | null) {
  return useQuery({
    queryKey: ref ? nodeModelKeys.detail(ref) : [...nodeModelKeys.all, 'none'],
    queryFn: () => apiFetch<NodeDetail>(refAddress(ref!)),
    select: (node): NodeDetail => ({ ...node, query: decodeQuery(node.query) }),
    enabled: !!ref,
  });
}
