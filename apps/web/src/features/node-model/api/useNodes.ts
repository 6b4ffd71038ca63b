import { useQuery } from '@tanstack/react-query';
import type { NodeModelLayer, NodeSummary } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { nodesAddress } from './nodeModelAddresses';

export function useNodes(engagementId: string, branch: string | undefined, layer: NodeModelLayer) {
  return useQuery({
    queryKey: nodeModelKeys.nodes(engagementId, branch ?? '', layer),
    queryFn: () => apiFetch<NodeSummary[]>(nodesAddress(engagementId, branch!, layer)),
    enabled: !!branch,
  });
}
