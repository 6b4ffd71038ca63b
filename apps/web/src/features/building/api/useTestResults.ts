import { useQuery } from '@tanstack/react-query';
import { POLLING, type TestResult } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';
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
    queryFn: ({ signal }) =>
      apiFetch<TestResult[]>(
        `${pipelinesAddress(engagementId)}/test-results?runId=${encodeURIComponent(runId)}`,
        {
          signal,
        },
      ),
    refetchInterval: finished ? false : POLLING.monitorMs,
    // A finished run's results never change.
    staleTime: finished ? Infinity : 0,
  });
}
