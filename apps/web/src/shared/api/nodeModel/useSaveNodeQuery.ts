import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** Saves the node's query (one commit); the fields' status follows the new query. */
export function useSaveNodeQuery(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (query: string) => {
      const { data } = await api.PUT(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}',
        { params: { path: ref! }, body: { query: encodeQuery(query) } },
      );
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.node(ref!) }),
  });
}
