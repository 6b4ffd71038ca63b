import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';
import { isOpenRun } from './runFinished';

/** The run page follows its steps this often while the run is open. */
export const LIVE_ORCHESTRATION_RUN_MS = 2000;

export function useOrchestrationRun(engagementId: string | null | undefined, runId: string) {
  return useQuery({
    queryKey: orchestrationKeys.run(engagementId ?? '', runId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}',
        { params: { path: { engagementId: engagementId!, orchestrationRunId: runId } }, signal },
      );
      return data;
    },
    enabled: !!engagementId && !!runId,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && !isOpenRun(query.state.data) ? false : LIVE_ORCHESTRATION_RUN_MS,
  });
}
