import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** The tests of a node of the test layer. */
export function useTests(ref: NodeRef | null) {
  return useQuery({
    queryKey: ref ? nodeModelKeys.tests(ref) : [...nodeModelKeys.all, 'none'],
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/tests',
        { params: { path: ref! } },
      );
      return data;
    },
    enabled: !!ref,
  });
}
