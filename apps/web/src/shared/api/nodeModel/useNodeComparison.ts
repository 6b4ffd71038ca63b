import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** The node on this branch and on another (queries base64, null where the node does not exist). */
export function useNodeComparison(ref: NodeRef | null, otherBranch: string | undefined) {
  return useQuery({
    queryKey:
      ref && otherBranch ? nodeModelKeys.comparison(ref, otherBranch) : [...nodeModelKeys.all, 'none'],
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/compare',
        { params: { path: ref!, query: { otherBranch: otherBranch! } } },
      );
      return data;
    },
    enabled: !!ref && !!otherBranch,
  });
}
