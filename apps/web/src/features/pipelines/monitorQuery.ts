// The monitor keeps its list state in the address (STYLE.md rule 9), so a reload or a shared link
// shows the same list: page and sort as every paged list does (PagedTable: `page`, `sort=-runStart`),
// and its own filters beside them (`status`, repeated, and `days`). The server sorts every column.
import {
  DEFAULT_PAGE_SIZE,
  parseSort,
  PIPELINE_RUN_LOOKBACK_DAYS,
  RUN_SORT_COLUMNS,
  RUN_STATUSES,
  type PagedQuery,
  type RunSortColumn,
  type RunStatus,
  type SortParam,
} from '@cairn/contracts';
import type { RunListQuery } from '../../shared/api/pipelines/useRuns';

/** Look-back choices of the days selector; the spec's default (30) is one of them. */
export const DAYS_BACK_CHOICES = [1, 7, 14, PIPELINE_RUN_LOOKBACK_DAYS, 90, 365] as const;
export const MONITOR_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Newest first when the address names no sort. */
export const MONITOR_DEFAULT_SORT: SortParam<RunSortColumn> = '-runStart';

export interface MonitorFilters {
  statuses: RunStatus[];
  daysBack: number;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readMonitorFilters(search: URLSearchParams): MonitorFilters {
  const known: readonly string[] = RUN_STATUSES;
  return {
    statuses: search.getAll('status').filter((s): s is RunStatus => known.includes(s)),
    daysBack: positive(search.get('days'), PIPELINE_RUN_LOOKBACK_DAYS),
  };
}

/**
 * The address with other filters: the sort stays, the list starts again at its first page, and only
 * what differs from the defaults is written.
 */
export function writeMonitorFilters(search: URLSearchParams, filters: MonitorFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['status', 'days', 'page']) next.delete(key);
  for (const status of filters.statuses) next.append('status', status);
  if (filters.daysBack !== PIPELINE_RUN_LOOKBACK_DAYS) next.set('days', String(filters.daysBack));
  return next;
}

const isRunSortColumn = (column: string): column is RunSortColumn =>
  (RUN_SORT_COLUMNS as readonly string[]).includes(column);

/** The server's runs query for a page and sort of the table and the monitor's filters. */
export function runListQuery(layer: string, filters: MonitorFilters, paged: PagedQuery): RunListQuery {
  const { column, direction } = parseSort(paged.sort ?? MONITOR_DEFAULT_SORT);
  return {
    layer,
    ...(isRunSortColumn(column)
      ? { sortBy: column, direction }
      : { sortBy: 'runStart' as const, direction: 'desc' as const }),
    daysBack: filters.daysBack,
    statuses: filters.statuses,
    page: paged.page,
    pageSize: paged.pageSize,
  };
}
