import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractVersionRequest, NodeModelLayer } from '@cairn/contracts';
import { api } from '../api';
import { publishingKeys } from './keys';

/** Records a branch's node as the contract's next version; every contract view reads afresh. */
export function useVersionUpContract(engagementId: string, layer: NodeModelLayer, node: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContractVersionRequest) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/contracts/{layer}/{node}/versions', {
        params: { path: { engagementId, layer, node } },
        body,
      });
      return data;
    },
    // The dialog shows the keys' rule messages under the field.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingKeys.contracts(engagementId) }),
  });
}
