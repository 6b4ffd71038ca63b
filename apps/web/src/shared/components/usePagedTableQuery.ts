// The query a PagedTable asks for, read from the address the same way the table reads it (page,
// search from SEARCH_MIN_CHARS characters, a sort of one of its sortable columns, else the default).
// A screen that shows more of the same answer beside the list (the abilities of a folder, the
// deployment above its tasks) asks this query too, so the two share one request.
import { useSearchParams } from 'react-router';
import {
  appliedSearch,
  DEFAULT_PAGE_SIZE,
  parseSort,
  type PagedQuery,
  type SortParam,
} from '@cairn/contracts';

export interface PagedTableQueryOptions {
  defaultSort: SortParam<string>;
  /** The keys of the table's columns with `sorter: true`. */
  sortable?: readonly string[];
  /** As the table's `searchable` (default true). */
  searchable?: boolean;
  pageSize?: number;
}

export function pagedTableQuery(params: URLSearchParams, options: PagedTableQueryOptions): PagedQuery {
  const { defaultSort, sortable = [], searchable = true, pageSize = DEFAULT_PAGE_SIZE } = options;
  const number = Number(params.get('page'));
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  const search = searchable ? appliedSearch(params.get('search')) : undefined;
  const asked = params.get('sort');
  const sort = asked && sortable.includes(parseSort(asked).column) ? asked : defaultSort;
  return { page, pageSize, ...(search && { search }), sort };
}

export function usePagedTableQuery(options: PagedTableQueryOptions): PagedQuery {
  const [params] = useSearchParams();
  return pagedTableQuery(params, options);
}
