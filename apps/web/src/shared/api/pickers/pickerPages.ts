// The pages of a picker (issue 26): whatever a picker offers (users, applications, tenants,
// engagements) is searched and paged on the server, a page at a time as the list is scrolled, so the
// 5,000th object is as reachable as the first and no picker holds a whole table.
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Paged, PagedQuery } from '@cairn/contracts';

/** A picker's page: enough to fill its list and scroll, small enough to answer at once. */
export const PICKER_PAGE_SIZE = 20;

export type PickerFetch<T> = (query: PagedQuery, signal: AbortSignal) => Promise<Paged<T>>;

/** The next page's number, or undefined once every match is loaded. */
export const nextPageOf = ({ meta }: Paged<unknown>) =>
  meta.page * meta.pageSize < meta.totalItems ? meta.page + 1 : undefined;

/**
 * The pages of `search` (already debounced; '' for all). The previous search's pages stay while the
 * new one loads, so the list does not flash empty between keystrokes.
 */
export function usePickerPages<T>(
  key: QueryKey,
  fetchPage: PickerFetch<T>,
  search: string,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: [...key, search],
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ page: pageParam, pageSize: PICKER_PAGE_SIZE, search: search || undefined }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type PickerPages<T> = ReturnType<typeof usePickerPages<T>>;
/** What a picker asks of its entity: the pages of a search, fetched only while `enabled`. */
export type UsePickerPages<T> = (search: string, enabled: boolean) => PickerPages<T>;
