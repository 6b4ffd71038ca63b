import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery, type NamedQuery } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import type { NamedQueryKind } from '../nodeModelLayers';
import { nodeModelKeys } from './keys';
import { encodePart, refAddress, type NodeRef } from './nodeModelAddresses';

/** Saves the query of a source or a category. */
export function useSaveNamedQuery(
  ref: NodeRef | null,
  kind: NamedQueryKind | null,
  name: string | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      apiFetch<NamedQuery>(`${refAddress(ref!)}/${kind}/${encodePart(name!)}`, {
        method: 'PUT',
        json: { query: encodeQuery(query) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.namedQueries(ref!, kind!) }),
  });
}
