import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldInput } from '@cairn/contracts';
import { api } from '../api';
import { publishingKeys } from '../pipelines/keys';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** Replaces the node's field list (in the order given). */
export function useSaveFields(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: FieldInput[]) => {
      const { data } = await api.PUT(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/fields',
        { params: { path: ref! }, body: fields },
      );
      return data;
    },
    // The dialog shows a field's rule message on its row and reports the rest.
    meta: { silent: true },
    // The fields are the node's columns: the data contracts' checks read them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: nodeModelKeys.node(ref!) }),
        queryClient.invalidateQueries({ queryKey: publishingKeys.contracts(ref!.engagementId) }),
      ]),
  });
}
