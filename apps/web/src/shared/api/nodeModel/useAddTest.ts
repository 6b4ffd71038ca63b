import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';
import type { NodeRef } from './nodeRef';

/** A new test as the dialog has it: the query as text (sent base64). */
export interface NewTestText {
  name: string;
  categoryNames: string[];
  query: string;
}

/** add test (name, categoryNames, query). */
export function useAddTest(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ query, ...rest }: NewTestText) => {
      const { data } = await api.POST(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes/{node}/tests',
        { params: { path: ref! }, body: { ...rest, query: encodeQuery(query) } },
      );
      return data;
    },
    // The dialog puts a name problem under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.tests(ref!) }),
  });
}
