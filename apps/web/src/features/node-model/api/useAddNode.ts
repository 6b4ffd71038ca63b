import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewNode, NodeDetail, NodeModelLayer } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { nodesAddress } from './nodeModelAddresses';

/** addNewNode (name, dbSchema). */
export function useAddNode(engagementId: string, branch: string, layer: NodeModelLayer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: NewNode) =>
      apiFetch<NodeDetail>(nodesAddress(engagementId, branch, layer), { method: 'POST', json: node }),
    // The dialog puts a name problem (noDuplicateNodeName) under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: nodeModelKeys.nodes(engagementId, branch, layer) }),
  });
}
