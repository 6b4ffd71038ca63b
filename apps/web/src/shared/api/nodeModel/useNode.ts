import { useQuery } from '@tanstack/react-query';
import { decodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** The node with its query (decoded to text here), fields and properties. */
export function useNode(ref: NodeRef | null) {
  return useQuery({
    queryKey: ref ? nodeModelKeys.detail(ref) : [...nodeModelKeys.all, 'none'],
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}',
        { params: { path: ref! } },
      );
      return data;
    },
    select: (node) => ({ ...node, query: decodeQuery(node.query) }),
    enabled: !!ref,
  });
}
