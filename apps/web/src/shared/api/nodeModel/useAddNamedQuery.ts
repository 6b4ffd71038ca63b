import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NamedQueryKind, NodeRef } from './nodeRef';

/** A new source or category as the dialog has it: the query as text (sent base64). */
export interface NewNamedQuery {
  name: string;
  query: string;
}

async function addNamedQuery(ref: NodeRef, kind: NamedQueryKind, { name, query }: NewNamedQuery) {
  const init = { params: { path: ref }, body: { name, query: encodeQuery(query) } };
  const { data } =
    kind === 'sources'
      ? await api.POST(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/sources',
          init,
        )
      : await api.POST(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/categories',
          init,
        );
  return data;
}

/** Adds a source or a category to a node. */
export function useAddNamedQuery(ref: NodeRef | null, kind: NamedQueryKind | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewNamedQuery) => addNamedQuery(ref!, kind!, item),
    // The dialog puts a name problem under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.namedQueries(ref!, kind!) }),
  });
}
