import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeQuery, type Test } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { encodePart, refAddress, type NodeRef } from './nodeModelAddresses';

export interface TestChange {
  query?: string;
  categoryNames?: string[];
}

/** Saves a test's query or its categories. */
export function useUpdateTest(ref: NodeRef | null, name: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, categoryNames }: TestChange) =>
      apiFetch<Test>(`${refAddress(ref!)}/tests/${encodePart(name!)}`, {
        method: 'PUT',
        json: { categoryNames, query: query === undefined ? undefined : encodeQuery(query) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.tests(ref!) }),
  });
}
