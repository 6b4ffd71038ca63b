import { useQuery } from '@tanstack/react-query';
import type { TestSummary } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** The tests of a node of the test layer. */
export function useTests(ref: NodeRef | null) {
  return useQuery({
    queryKey: ref ? nodeModelKeys.tests(ref) : [...nodeModelKeys.all, 'none'],
    queryFn: () => apiFetch<TestSummary[]>(`${refAddress(ref!)}/tests`),
    enabled: !!ref,
  });
}
