// The monitor keeps its filter, look-back, sort and page in the address (STYLE.md rule 9), so a
// reload or a shared link shows the same list. Columns the server can sort by are sorted there (it
// pages); the others sort the page on screen, over runs the server returns newest first.
import {
  DEFAULT_PAGE_SIZE,
  PIPELINE_RUN_LOOKBACK_DAYS,
  RUN_STATUSES,
  type PipelineRun,
  type RunSortColumn,
  type RunStatus,
} from '@cairn/contracts';
import { compareText, runDurationMs } from './runStatus';

/** Look-back choices of the days selector; the spec's default (30) is one of them. */
export const DAYS_BACK_CHOICES = [1, 7, 14, PIPELINE_RUN_LOOKBACK_DAYS, 90, 365] as const;
export const MONITOR_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const SORT_KEYS = [
  'status',
  'pipeline',
  'message',
  'runStart',
  'runEnd',
  'duration',
  'startedBy',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Table columns the server sorts by, and its name for them. */
const SERVER_SORT: Partial<Record<SortKey, RunSortColumn>> = {
  status: 'status',
  pipeline: 'pipelineName',
  runStart: 'runStart',
  runEnd: 'runEnd',
};

export interface MonitorQuery {
  statuses: RunStatus[];
  daysBack: number;
  sort: SortKey;
  direction: 'asc' | 'desc';
  page: number;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readMonitorQuery(search: URLSearchParams): MonitorQuery {
  const known: readonly string[] = RUN_STATUSES;
  const sort = search.get('sort') as SortKey | null;
  return {
    statuses: search.getAll('status').filter((s): s is RunStatus => known.includes(s)),
    daysBack: positive(search.get('days'), PIPELINE_RUN_LOOKBACK_DAYS),
    sort: sort && SORT_KEYS.includes(sort) ? sort : 'runStart',
    direction: search.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positive(search.get('page'), 1),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeMonitorQuery(query: MonitorQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of query.statuses) search.append('status', status);
  if (query.daysBack !== PIPELINE_RUN_LOOKBACK_DAYS) search.set('days', String(query.daysBack));
  if (query.sort !== 'runStart') search.set('sort', query.sort);
  if (query.direction !== 'desc') search.set('dir', query.direction);
  if (query.page !== 1) search.set('page', String(query.page));
  return search;
}

/** What the server is asked to sort by: the column itself, or newest first for on-screen sorts. */
export function serverSort(query: Pick<MonitorQuery, 'sort' | 'direction'>) {
  const sortBy = SERVER_SORT[query.sort];
  return sortBy
    ? { sortBy, direction: query.direction }
    : { sortBy: 'runStart' as const, direction: 'desc' as const };
}

/** The page on screen sorted by a column the server does not sort by; otherwise as it came. */
export function sortPage(
  runs: PipelineRun[],
  query: Pick<MonitorQuery, 'sort' | 'direction'>,
  label: (run: PipelineRun) => string,
): PipelineRun[] {
  if (SERVER_SORT[query.sort]) return runs;
  const compare: Record<string, (a: PipelineRun, b: PipelineRun) => number> = {
    message: (a, b) => compareText(a.message, b.message),
    duration: (a, b) => (runDurationMs(a) ?? -1) - (runDurationMs(b) ?? -1),
    startedBy: (a, b) => compareText(a.startedBy?.name, b.startedBy?.name),
    pipeline: (a, b) => compareText(label(a), label(b)),
  };
  const by = compare[query.sort];
  const sign = query.direction === 'asc' ? 1 : -1;
  return by ? [...runs].sort((a, b) => sign * by(a, b)) : runs;
}
