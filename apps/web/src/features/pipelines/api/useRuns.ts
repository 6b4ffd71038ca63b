import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLLING, type PipelineRun, type RunSortColumn } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from './keys';
import { pipelinesAddress } from './pipelinesAddresses';

export interface RunListQuery {
  layer: string;
  sortBy: RunSortColumn;
  direction: 'asc' | 'desc';
  daysBack: number;
  statuses: string[];
  page: number;
  pageSize: number;
}

export interface RunPage {
  results: PipelineRun[];
  meta: { totalItems: number; page: number; pageSize: number };
}

export function runListSearch(query: RunListQuery): string {
  const search = new URLSearchParams({
    layer: query.layer,
    sortBy: query.sortBy,
    direction: query.direction,
    daysBack: String(query.daysBack),
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  for (const status of query.statuses) search.append('status', status);
  return search.toString();
}

/**
 * The monitor's runs, reloaded every 5 s (workspace.md section 9) so a Queued run turns Succeeded
 * without a reload; the previous page stays on screen while the next one loads.
 */
export function useRuns(engagementId: string | null | undefined, query: RunListQuery) {
  return useQuery({
    queryKey: pipelineKeys.runList(engagementId ?? '', query),
    queryFn: ({ signal }) =>
      apiFetch<RunPage>(`${pipelinesAddress(engagementId!)}/runs?${runListSearch(query)}`, { signal }),
    enabled: !!engagementId,
    placeholderData: keepPreviousData,
    refetchInterval: POLLING.monitorMs,
    staleTime: 0,
  });
}
