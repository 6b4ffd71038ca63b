// The one table of a short list that the server sends whole (a tab's resources, a test's trend, a
// card's versions), beside PagedTable for the lists the server pages. The rows come from the list's
// query (spinning while it is pending) or are given with their own loading flag (a list that spins
// on every refetch, or one taken from a larger answer). The list shows whole, or in pages of
// `pageSize` kept in the browser with the pager hidden on one page; the empty text says what is
// missing. Rows are `middle` unless a size is given.
import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';

/** Where the rows come from: the list's query, or rows (undefined while they load) and `loading`. */
export type ListSource<T> =
  | { query: { data?: readonly T[]; isPending: boolean }; rows?: never; loading?: never }
  | { rows: readonly T[] | undefined; loading?: boolean; query?: never };

export type ListTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'locale' | 'loading'> &
  ListSource<T> & {
    /** Pages of this many rows in the browser (a long history); without it the list shows whole. */
    pageSize?: number;
    /** Said when there are no rows; antd's "No data" by default. */
    emptyText?: ReactNode;
  };

export function ListTable<T extends object>({
  query,
  rows,
  loading,
  pageSize,
  emptyText,
  size = 'middle',
  ...table
}: ListTableProps<T>) {
  return (
    <Table<T>
      {...table}
      size={size}
      loading={query ? query.isPending : loading}
      dataSource={(query ? query.data : rows) as T[] | undefined}
      pagination={pageSize === undefined ? false : { pageSize, hideOnSinglePage: true }}
      locale={emptyText === undefined ? undefined : { emptyText }}
    />
  );
}
