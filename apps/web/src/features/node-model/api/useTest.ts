import { useQuery } from '@tanstack/react-query';
import { decodeQuery, type Test } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { encodePart, refAddress, type NodeRef } from './nodeModelAddresses';

/** One test with its query (decoded to text here) and categories. */
export function useTest(ref: NodeRef | null, name: string | undefined) {
  return useQuery({
    queryKey: ref && name ? nodeModelKeys.test(ref, name) : [...nodeModelKeys.all, 'none'],
    queryFn: () => apiFetch<Test>(`${refAddress(ref!)}/tests/${encodePart(name!)}`),
    select: (test): Test => ({ ...test, query: decodeQuery(test.query) }),
    enabled: !!ref && !!name,
  });
}
