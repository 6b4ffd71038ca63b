import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NamedQueryKind, NodeRef } from './nodeRef';

/** The names of a node's sources or categories (two routes with the same answer). */
export async function fetchNamedQueries(ref: NodeRef, kind: NamedQueryKind) {
  const init = { params: { path: ref } };
  const { data } =
    kind === 'sources'
      ? await api.GET(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/sources',
          init,
        )
      : await api.GET(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/categories',
          init,
        );
  return data;
}

/** The sources or the categories of a node. */
export function useNamedQueries(ref: NodeRef | null, kind: NamedQueryKind | null) {
  return useQuery({
    queryKey: ref && kind ? nodeModelKeys.namedQueries(ref, kind) : [...nodeModelKeys.all, 'none'],
    queryFn: () => fetchNamedQueries(ref!, kind!),
    enabled: !!ref && !!kind,
  });
}
