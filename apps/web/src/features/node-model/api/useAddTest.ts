import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery, type Test } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

export interface NewTestText {
  name: string;
  categoryNames: string[];
  query: string;
}

/** add test (name, categoryNames, query). */
export function useAddTest(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, ...rest }: NewTestText) =>
      apiFetch<Test>(`${refAddress(ref!)}/tests`, {
        method: 'POST',
        json: { ...rest, query: encodeQuery(query) },
      }),
    // The dialog puts a name problem under the name and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.tests(ref!) }),
  });
}
