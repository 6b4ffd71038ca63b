import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLLING } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys, type RunListQuery } from './keys';

export type { RunListQuery } from './keys';

/**
 * The monitor's runs, reloaded every 5 s (workspace.md section 9) so a Queued run turns Succeeded
 * without a reload; the previous page stays on screen while the next one loads.
 */
export function useRuns(engagementId: string | null | undefined, query: RunListQuery) {
  return useQuery({
    queryKey: pipelineKeys.runList(engagementId ?? '', query),
    queryFn: async ({ signal }) => {
      const { statuses, ...rest } = query;
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/runs', {
        params: {
          path: { engagementId: engagementId! },
          query: { ...rest, status: statuses },
        },
        signal,
      });
      return data;
    },
    enabled: !!engagementId,
    placeholderData: keepPreviousData,
    refetchInterval: POLLING.monitorMs,
    staleTime: 0,
  });
}
