// The frame of every admin overview (issue 25: one admin overview page frame; admin-console.md
// "Tenants overview", "Engagements overview", "Users overview", "Applications, roles, permissions"):
// the page title, the paged list (search, sort and page on the server and in the address), the New
// button beside the search for those who may create, and the page's dialogs. Rows may open their
// details. Each overview brings its own columns, rules and dialogs.
import type { ReactNode } from 'react';
import { Button, type TableColumnsType, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Paged, PagedQuery, SortParam } from '@cairn/contracts';
import { PageHeader } from './PageHeader';
import { PagedTable } from './PagedTable';

interface Props<T> {
  /** The page's title (the browser tab's too). */
  title: string;
  listTitle: string;
  /** The list's data-testid (PagedTable: `<testId>-search`, `-count`, `-table`). */
  testId: string;
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  useList: (query: PagedQuery) => UseQueryResult<Paged<T>>;
  defaultSort?: SortParam<string>;
  debounceMs?: number;
  emptyText: string;
  /** The New button; shown only when `allowed` (what the server says the user may do). */
  create?: { allowed: boolean; label: string; onClick: () => void; testId: string };
  /** A click on a row opens this address (keep a link in the row for the keyboard). */
  rowAddress?: (row: T) => string;
  /** The overview's dialogs. */
  children?: ReactNode;
}

export function AdminOverviewPage<T extends object>({
  title,
  listTitle,
  create,
  rowAddress,
  children,
  ...list
}: Props<T>) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={title} />
      <PagedTable<T>
        {...list}
        title={listTitle}
        defaultSort={list.defaultSort ?? 'name'}
        onRow={
          rowAddress &&
          ((row) => ({ onClick: () => navigate(rowAddress(row)), style: { cursor: 'pointer' } }))
        }
        actions={
          create?.allowed && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={create.onClick}
              data-testid={create.testId}
            >
              {create.label}
            </Button>
          )
        }
      />
      {children}
    </>
  );
}
