import { useQuery } from '@tanstack/react-query';
import { isFinished } from './runFinished';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** The run page refreshes this often while the run can still change. */
export const LIVE_RUN_REFRESH_MS = 2500;

export function useRun(engagementId: string | null | undefined, runId: string) {
  return useQuery({
    queryKey: pipelineKeys.run(engagementId ?? '', runId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/runs/{runId}', {
        params: { path: { engagementId: engagementId!, runId } },
        signal,
      });
      return data;
    },
    enabled: !!engagementId && !!runId,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinished(status) ? false : LIVE_RUN_REFRESH_MS;
    },
  });
}
