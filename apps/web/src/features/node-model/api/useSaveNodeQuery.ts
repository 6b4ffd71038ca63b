import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery, type NodeDetail } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** Saves the node's query (one commit); the fields' status follows the new query. */
export function useSaveNodeQuery(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      apiFetch<NodeDetail>(refAddress(ref!), { method: 'PUT', json: { query: encodeQuery(query) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.node(ref!) }),
  });
}
