import { useQuery } from '@tanstack/react-query';
import type { PipelineRunDetail } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { isFinished } from '../runStatus';
import { pipelineKeys } from './keys';
import { runAddress } from './pipelinesAddresses';

/** The run page refreshes this often while the run can still change. */
export const LIVE_RUN_REFRESH_MS = 2500;

export function useRun(engagementId: string | null | undefined, runId: string) {
  return useQuery({
    queryKey: pipelineKeys.run(engagementId ?? '', runId),
    queryFn: ({ signal }) => apiFetch<PipelineRunDetail>(runAddress(engagementId!, runId), { signal }),
    enabled: !!engagementId && !!runId,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinished(status) ? false : LIVE_RUN_REFRESH_MS;
    },
  });
}
