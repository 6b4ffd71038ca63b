import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewNode, NodeModelLayer } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';

/** addNewNode (name, dbSchema). */
export function useAddNode(engagementId: string, branch: string, layer: NodeModelLayer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (node: NewNode) => {
      const { data } = await api.POST(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes',
        { params: { path: { engagementId, branch, layer } }, body: node },
      );
      return data;
    },
    // The dialog puts a name problem (noDuplicateNodeName) under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: nodeModelKeys.nodes(engagementId, branch, layer) }),
  });
}
