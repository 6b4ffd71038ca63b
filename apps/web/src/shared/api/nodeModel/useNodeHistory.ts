import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** The commits of a node, newest first, each with the node's query as it was (base64). */
export function useNodeHistory(ref: NodeRef | null, enabled: boolean) {
  return useQuery({
    queryKey: ref ? nodeModelKeys.history(ref) : [...nodeModelKeys.all, 'none'],
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/history',
        { params: { path: ref! } },
      );
      return data;
    },
    enabled: !!ref && enabled,
  });
}
