import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { buildingKeys } from './keys';

/** How many runs the trend of a test shows. */
export const TREND_RUNS = 20;

/** A test's results across runs, newest first, without their rows. */
export function useTestTrend(engagementId: string, node: string, test: string, enabled = true) {
  return useQuery({
    queryKey: buildingKeys.trend(engagementId, node, test, TREND_RUNS),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/test-results/trend', {
        params: { path: { engagementId }, query: { node, test, limit: TREND_RUNS } },
        signal,
      });
      return data;
    },
    enabled,
    staleTime: 0,
  });
}
