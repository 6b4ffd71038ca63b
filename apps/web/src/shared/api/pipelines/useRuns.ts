import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys, type RunListQuery } from './keys';

export type { RunListQuery } from './keys';

/** A page of an engagement's runs (also fetched ahead at start: app/routes/prefetchAddress.ts). */
export function runsQuery(engagementId: string | null | undefined, query: RunListQuery) {
  return queryOptions({
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
    // Runs change under the user: a list opened again is asked again, except one fetched in the
    // last 2 s (the start's prefetch), which would only be asked twice. Polling is not held by it.
    staleTime: 2_000,
  });
}

/**
 * The monitor's runs, reloaded every 5 s (workspace.md section 9) so a Queued run turns Succeeded
 * without a reload; the previous page stays on screen while the next one loads.
 */
export function useRuns(engagementId: string | null | undefined, query: RunListQuery) {
  return useQuery({
    ...runsQuery(engagementId, query),
    placeholderData: keepPreviousData,
    refetchInterval: POLLING.monitorMs,
  });
}
