import { useQuery } from '@tanstack/react-query';
import { decodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** One test with its query (decoded to text here) and categories. */
export function useTest(ref: NodeRef | null, name: string | undefined) {
  return useQuery({
    queryKey: ref && name ? nodeModelKeys.test(ref, name) : [...nodeModelKeys.all, 'none'],
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/tests/{test}',
        { params: { path: { ...ref!, test: name! } } },
      );
      return data;
    },
    select: (test) => ({ ...test, query: decodeQuery(test.query) }),
    enabled: !!ref && !!name,
  });
}
