import { useQuery } from '@tanstack/react-query';
import { decodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NamedQueryKind, NodeRef } from './nodeRef';

async function fetchNamedQuery(ref: NodeRef, kind: NamedQueryKind, name: string) {
  const { data } =
    kind === 'sources'
      ? await api.GET(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/sources/{source}',
          { params: { path: { ...ref, source: name } } },
        )
      : await api.GET(
          '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/categories/{category}',
          { params: { path: { ...ref, category: name } } },
        );
  return data;
}

/** One source or category with its query (decoded to text here). */
export function useNamedQuery(ref: NodeRef | null, kind: NamedQueryKind | null, name: string | undefined) {
  return useQuery({
    queryKey:
      ref && kind && name ? nodeModelKeys.namedQuery(ref, kind, name) : [...nodeModelKeys.all, 'none'],
    queryFn: () => fetchNamedQuery(ref!, kind!, name!),
    select: (item) => ({ ...item, query: decodeQuery(item.query) }),
    enabled: !!ref && !!kind && !!name,
  });
}
