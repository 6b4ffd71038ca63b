import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLLING, type PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { orchestrationKeys } from './keys';
import { isOpenRun } from './runFinished';

/** All orchestrations' runs, newest first; reloaded every few seconds while a run on the page is open. */
export function useOrchestrationRuns(engagementId: string, { page, pageSize }: PagedQuery) {
  return useQuery({
    queryKey: orchestrationKeys.runList(engagementId, page, pageSize),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/orchestrations/engagements/{engagementId}/runs', {
        params: { path: { engagementId }, query: { page, pageSize } },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.results.some(isOpenRun) ? POLLING.monitorMs : false),
  });
}
