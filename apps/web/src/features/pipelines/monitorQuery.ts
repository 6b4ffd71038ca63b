// The monitor keeps its filter, look-back, sort direction and page in the address (STYLE.md rule 9),
// so a reload or a shared link shows the same list.
import { DEFAULT_PAGE_SIZE, PIPELINE_RUN_LOOKBACK_DAYS, RUN_STATUSES } from '@cairn/contracts';

/** Look-back choices of the days selector; the spec's default (30) is one of them. */
export const DAYS_BACK_CHOICES = [1, 7, 14, PIPELINE_RUN_LOOKBACK_DAYS, 90, 365] as const;

export interface MonitorQuery {
  statuses: string[];
  daysBack: number;
  direction: 'asc' | 'desc';
  page: number;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readMonitorQuery(search: URLSearchParams): MonitorQuery {
  const known: readonly string[] = RUN_STATUSES;
  return {
    statuses: search.getAll('status').filter((s) => known.includes(s)),
    daysBack: positive(search.get('days'), PIPELINE_RUN_LOOKBACK_DAYS),
    direction: search.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positive(search.get('page'), 1),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeMonitorQuery(query: MonitorQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of query.statuses) search.append('status', status);
  if (query.daysBack !== PIPELINE_RUN_LOOKBACK_DAYS) search.set('days', String(query.daysBack));
  if (query.direction !== 'desc') search.set('dir', query.direction);
  if (query.page !== 1) search.set('page', String(query.page));
  return search;
}

export const MONITOR_PAGE_SIZE = DEFAULT_PAGE_SIZE;
