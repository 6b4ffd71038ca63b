import { useQuery } from '@tanstack/react-query';
import { POLLING } from '@cairn/contracts';
import { api } from '../api';
import { buildingKeys } from './keys';

/**
 * The results of one test run, failing rows included. A run still going has none yet: they are
 * asked for again every 5 s until it has finished.
 */
export function useTestResults(engagementId: string, runId: string, finished: boolean) {
  return useQuery({
    // Finished is part of the key: the results are written as the run ends, so the answer read
    // while it ran is not the final one; the finished run reads them once more, and keeps them.
    queryKey: [...buildingKeys.testResults(engagementId, runId), finished ? 'final' : 'running'],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/test-results', {
        params: { path: { engagementId }, query: { runId } },
        signal,
      });
      return data;
    },
    refetchInterval: finished ? false : POLLING.monitorMs,
    // A finished run's results never change.
    staleTime: finished ? Infinity : 0,
  });
}
