import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** What the test screen changes: the query as text (sent base64), or the categories. */
export interface TestChange {
  query?: string;
  categoryNames?: string[];
}

/** Saves a test's query or its categories. */
export function useUpdateTest(ref: NodeRef | null, name: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ query, categoryNames }: TestChange) => {
      const { data } = await api.PUT(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/tests/{test}',
        {
          params: { path: { ...ref!, test: name! } },
          body: { categoryNames, query: query === undefined ? undefined : encodeQuery(query) },
        },
      );
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.tests(ref!) }),
  });
}
