// The paged list of every overview (admin-console.md sections 2 and 9): a header with the title and
// the row count, a search that applies from SEARCH_MIN_CHARS characters (shorter clears it), pages of
// DEFAULT_PAGE_SIZE with the pager hidden when there is one page, and columns sorted by the server.
// Page, search and sort live in the address, so a reload, a shared link or Back shows the same rows;
// the previous page stays on screen while the next loads. The server side is paginate() over a
// pagedQuerySchema(...) of @cairn/contracts. A list with filters of its own (the runs monitor) hides
// the search, puts its filter controls in the toolbar (they keep their values in the address beside
// page and sort) and may open rows.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { engagementSwitches } from '../engagement/engagementSwitches';
import { useFormatNumber } from '../format/numbers';
import { Flex, Input, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  appliedSearch,
  DEFAULT_PAGE_SIZE,
  formatSort,
  parseSort,
  type Paged,
  type PagedQuery,
  type SortParam,
} from '@cairn/contracts';

/** How the table gets a page: a fetcher it queries itself, or a query hook of the feature's api/. */
export type PagedSource<T> =
  | { queryKey: QueryKey; fetcher: (query: PagedQuery) => Promise<Paged<T>>; useList?: never }
  | {
      /** Called on every render with the current query; should use `placeholderData: keepPreviousData`. */
      useList: (query: PagedQuery) => UseQueryResult<Paged<T>>;
      queryKey?: never;
      fetcher?: never;
    };

export type PagedTableProps<T> = PagedSource<T> & {
  /** Absent inside a frame that titles the list already (a layer's monitor tab). */
  title?: ReactNode;
  /** Columns with `sorter: true` are sorted by the server under their `key` (the sort name). */
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  /** The sort when the address names none (what the server's list defaults to). */
  defaultSort?: SortParam<string>;
  /** Waits this long after typing before searching (the tenants overview's 500 ms); 0 at once. */
  debounceMs?: number;
  pageSize?: number;
  /** Buttons beside the search (e.g. New tenant). */
  actions?: ReactNode;
  /** Without a search box (a list filtered by `filters` instead). */
  searchable?: boolean;
  /**
   * Filter controls at the start of the toolbar. They keep their values in the address themselves
   * (other parameters than page, search and sort) and drop `page` when they change.
   */
  filters?: ReactNode;
  /** Rows the user ticks (antd's `rowSelection`), e.g. files to import; keys may span pages. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Rows that open to show more (antd's `expandable`). */
  expandable?: TableProps<T>['expandable'];
  size?: TableProps<T>['size'];
  /**
   * The list reloads itself (polling): a reload of the same page shows no spinner, only a page,
   * search or sort still on its way does.
   */
  refreshesItself?: boolean;
  /**
   * Write the address only while the browser is still on the page that shows the list. A list whose
   * rows change under it when the engagement switches (the monitor) would otherwise report that
   * change as a page change while the app goes to Overview, and its write would bring the user back.
   * Nor once an engagement switch has begun (its navigation to Overview completes asynchronously, and
   * a write before it lands would win). (Compares the router's address with window.location: in a
   * memory router, as in component tests, that holds only while the test's address has the window's
   * path.)
   */
  writeAddressOnlyWhileShown?: boolean;
  emptyText?: ReactNode;
  onRow?: TableProps<T>['onRow'];
  /** data-testid of the whole list; its parts are `<testId>-search`, `-count`, `-table`. */
  testId: string;
};

const FIRST_PAGE = 1;

function pageOf(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** The server-sorted columns' keys: the only sorts the address may name. */
function sortableKeys<T>(columns: TableColumnsType<T>) {
  return new Set(columns.filter((c) => c.sorter === true && c.key !== undefined).map((c) => String(c.key)));
}

/** Answers undefined when a fetcher is used: the table's own query runs instead. */
const noHook = (): undefined => undefined;

export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { title, columns, rowKey, defaultSort, debounceMs = 0, pageSize = DEFAULT_PAGE_SIZE } = props;
  const { searchable = true } = props;
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const sortable = useMemo(() => sortableKeys(columns), [columns]);
  const page = pageOf(params.get('page'));
  const search = searchable ? appliedSearch(params.get('search')) : undefined;
  const sortParam = params.get('sort');
  const sort = sortParam && sortable.has(parseSort(sortParam).column) ? sortParam : defaultSort;
  const query: PagedQuery = { page, pageSize, ...(search && { search }), ...(sort && { sort }) };

  const own = useQuery({
    queryKey: [...(props.queryKey ?? ['pagedTable']), query],
    queryFn: () => props.fetcher!(query),
    placeholderData: keepPreviousData,
    enabled: !!props.fetcher,
  });
  const result = (props.useList ?? noHook)(query) ?? own;
  // A hook that does not keep the previous page itself: keep it here.
  const shown = useRef<Paged<T> | undefined>(undefined);
  if (result.data) shown.current = result.data;
  const data = result.isError ? undefined : shown.current;

  const switchesAtMount = useRef(engagementSwitches.count());
  const update = (change: Record<string, string | undefined>, replace = false) => {
    if (
      props.writeAddressOnlyWhileShown &&
      (window.location.pathname !== pathname || engagementSwitches.count() !== switchesAtMount.current)
    )
      return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change))
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace },
    );
  };

  // The typed text; it becomes the address's search (from 3 characters) at once or after the debounce.
  const [text, setText] = useState(params.get('search') ?? '');
  // Back, Forward or a link changed the address's search: the box shows it.
  const [searchInBox, setSearchInBox] = useState(search);
  if (search !== searchInBox) {
    setSearchInBox(search);
    if (appliedSearch(text) !== search) setText(search ?? '');
  }
  const applySearch = (value: string) => {
    const next = appliedSearch(value);
    if (next !== search) update({ search: next, page: undefined }, true);
  };
  const applyLater = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(applyLater.current), []);
  const onType = (value: string) => {
    setText(value);
    clearTimeout(applyLater.current);
    if (debounceMs > 0) applyLater.current = setTimeout(() => applySearch(value), debounceMs);
    else applySearch(value);
  };

  // An address past the last page (rows deleted, an old link) shows the last page instead.
  const lastPage = data ? Math.max(FIRST_PAGE, Math.ceil(data.meta.totalItems / pageSize)) : undefined;
  useEffect(() => {
    if (!result.isPlaceholderData && lastPage !== undefined && page > lastPage)
      update({ page: lastPage === FIRST_PAGE ? undefined : String(lastPage) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is rebuilt every render
  }, [page, lastPage, result.isPlaceholderData]);

  const current = sort ? parseSort(sort) : undefined;
  const shownColumns = columns.map((column) =>
    column.sorter === true && column.key !== undefined
      ? {
          ...column,
          sortOrder:
            current?.column === String(column.key)
              ? current.direction === 'asc'
                ? 'ascend'
                : 'descend'
              : null,
        }
      : column,
  ) as TableColumnsType<T>;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      const next = pagination.current ?? FIRST_PAGE;
      return update({ page: next === FIRST_PAGE ? undefined : String(next) });
    }
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const column = sorter.columnKey === undefined ? undefined : String(sorter.columnKey);
    const next =
      column && sorter.order
        ? formatSort({ column, direction: sorter.order === 'ascend' ? 'asc' : 'desc' })
        : undefined;
    update({ sort: next, page: undefined });
  };

  return (
    <Flex vertical gap={16} data-testid={props.testId}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="baseline" gap={12} wrap>
          {title !== undefined && (
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          )}
          {props.filters}
          {data && (
            <Typography.Text
              type="secondary"
              data-testid={`${props.testId}-count`}
              data-count={data.meta.totalItems}
            >
              {/* A list that stopped counting (runs, the audit log) says there are more. */}
              {data.meta.totalAtLeast
                ? t('pagedTable.totalAtLeast', { total: formatNumber(data.meta.totalItems) })
                : t('pagedTable.total', { total: formatNumber(data.meta.totalItems) })}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={8} align="center">
          {searchable && (
            <Input.Search
              allowClear
              value={text}
              placeholder={t('pagedTable.searchPlaceholder')}
              aria-label={t('pagedTable.search')}
              onChange={(event) => onType(event.target.value)}
              onSearch={(value) => {
                clearTimeout(applyLater.current);
                applySearch(value);
              }}
              // Wide enough for the placeholder in every language at 1440 px (French is the longest).
              style={{ width: 340 }}
              data-testid={`${props.testId}-search`}
            />
          )}
          {props.actions}
        </Flex>
      </Flex>
      <Table<T>
        rowKey={rowKey}
        columns={shownColumns}
        dataSource={data?.results ?? []}
        loading={props.refreshesItself ? result.isPending || result.isPlaceholderData : result.isFetching}
        onChange={onChange}
        onRow={props.onRow}
        rowSelection={props.rowSelection}
        expandable={props.expandable}
        size={props.size}
        locale={{ emptyText: props.emptyText }}
        pagination={{
          current: page,
          pageSize,
          total: data?.meta.totalItems ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        data-testid={`${props.testId}-table`}
      />
    </Flex>
  );
}
