import { useQuery } from '@tanstack/react-query';
import { POLLING } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** The last runs of every layer (Overview's timeline), refreshed like the monitor. */
export function useLastRuns(engagementId: string | null | undefined, count: number, enabled = true) {
  return useQuery({
    queryKey: pipelineKeys.lastRuns(engagementId ?? '', count),
    queryFn: async () => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/runs/last', {
        params: { path: { engagementId: engagementId! }, query: { count } },
      });
      return data;
    },
    enabled: !!engagementId && enabled,
    refetchInterval: POLLING.monitorMs,
  });
}
