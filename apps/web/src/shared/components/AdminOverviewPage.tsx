// The frame of every admin overview (issue 25: one admin overview page frame; admin-console.md
// "Tenants overview", "Engagements overview", "Users overview", "Applications, roles, permissions"):
// the page title, the paged list (search, sort and page on the server and in the address), the New
// button beside the search for those who may create (a permission at /platform, and on AWS not at
// all where the page says so), and the page's dialogs. Rows may open their details. Each overview
// brings its own columns, rules and dialogs.
import { useState, type ReactNode } from 'react';
import { Button, type TableColumnsType, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PLATFORM_SCOPE, type Paged, type PagedQuery, type SortParam } from '@cairn/contracts';
import { useAppSettings } from '../api/appSettings/useAppSettings';
import { usePermissions } from '../api/authorization/usePermissions';
import { PageHeader } from './PageHeader';
import { PagedTable } from './PagedTable';

type Create = {
  /** The button shows to those who hold this permission at /platform (what the server says). */
  permission: string;
  /** Hidden on AWS as well (tenants and engagements are not made here there). */
  hiddenOnAws?: boolean;
  label: string;
  testId: string;
} & (
  | { onClick: () => void }
  /** The create dialog, which the frame opens from the button and closes with `close`. */
  | { dialog: (open: boolean, close: () => void) => ReactNode }
);

/** Whether the New button shows; the settings are asked for only when AWS matters. */
function useMayCreate(create: Create | undefined) {
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const settings = useAppSettings(create?.hiddenOnAws === true);
  if (!create || !permissions.can(create.permission)) return false;
  if (!create.hiddenOnAws) return true;
  return settings.data !== undefined && settings.data.cloudProvider !== 'aws';
}

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
  /** The New button and what it opens. */
  create?: Create;
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
  const mayCreate = useMayCreate(create);
  const [creating, setCreating] = useState(false);
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
          create &&
          mayCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={'dialog' in create ? () => setCreating(true) : create.onClick}
              data-testid={create.testId}
            >
              {create.label}
            </Button>
          )
        }
      />
      {create && 'dialog' in create && create.dialog(creating, () => setCreating(false))}
      {children}
    </>
  );
}
