import { useQuery } from '@tanstack/react-query';
import type { TestResult } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';
import { buildingKeys } from './keys';

/** How many runs the trend of a test shows. */
export const TREND_RUNS = 20;

/** A test's results across runs, newest first, without their rows. */
export function useTestTrend(engagementId: string, node: string, test: string, enabled = true) {
  return useQuery({
    queryKey: buildingKeys.trend(engagementId, node, test, TREND_RUNS),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ node, test, limit: String(TREND_RUNS) });
      return apiFetch<TestResult[]>(`${pipelinesAddress(engagementId)}/test-results/trend?${search}`, {
        signal,
      });
    },
    enabled,
    staleTime: 0,
  });
}
