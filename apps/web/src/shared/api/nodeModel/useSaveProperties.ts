import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** Replaces the node's property list. */
export function useSaveProperties(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (properties: Property[]) => {
      const { data } = await api.PUT(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/properties',
        { params: { path: ref! }, body: properties },
      );
      return data;
    },
    // The dialog shows a property's rule message on its row and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.node(ref!) }),
  });
}
