import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery, type NamedQuery } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import type { NamedQueryKind } from '../nodeModelLayers';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

export interface NewNamedQuery {
  name: string;
  query: string;
}

/** Adds a source or a category to a node. */
export function useAddNamedQuery(ref: NodeRef | null, kind: NamedQueryKind | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, query }: NewNamedQuery) =>
      apiFetch<NamedQuery>(`${refAddress(ref!)}/${kind}`, {
        method: 'POST',
        json: { name, query: encodeQuery(query) },
      }),
    // The dialog puts a name problem under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.namedQueries(ref!, kind!) }),
  });
}
