import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NamedQueryKind, NodeRef } from './nodeRef';

async function saveNamedQuery(ref: NodeRef, kind: NamedQueryKind, name: string, query: string) {
  const body = { query: encodeQuery(query) };
  const { data } =
    kind === 'sources'
      ? await api.PUT(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/sources/{source}',
          { params: { path: { ...ref, source: name } }, body },
        )
      : await api.PUT(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/categories/{category}',
          { params: { path: { ...ref, category: name } }, body },
        );
  return data;
}

/** Saves the query of a source or a category. */
export function useSaveNamedQuery(
  ref: NodeRef | null,
  kind: NamedQueryKind | null,
  name: string | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) => saveNamedQuery(ref!, kind!, name!, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.namedQueries(ref!, kind!) }),
  });
}
