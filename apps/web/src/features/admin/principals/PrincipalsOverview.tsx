// The frame both principal overviews share (admin-console.md "Users overview" and "Applications,
// roles, permissions"): the page title, the paged list (search from 3 characters, page size 10, page,
// search and sort in the address) and its New button, shown to Users.Writer at /platform; plus the
// details icon of a row. Each overview brings its own columns and dialogs.
import type { ReactNode } from 'react';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { PlusOutlined, RightCircleOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PERMISSIONS, PLATFORM_SCOPE, type Paged, type PagedQuery } from '@cairn/contracts';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PagedTable } from '../../../shared/components/PagedTable';

interface Props<T> {
  /** 'user' or 'application': the list is `<kind>s` (PagedTable ids), the button `new-<kind>-open`. */
  kind: 'user' | 'application';
  title: string;
  listTitle: string;
  columns: TableColumnsType<T>;
  useList: (query: PagedQuery) => UseQueryResult<Paged<T>>;
  emptyText: string;
  newLabel: string;
  onNew: () => void;
  /** The overview's dialogs. */
  children?: ReactNode;
}

export function PrincipalsOverview<T extends { id: string }>({
  kind,
  title,
  listTitle,
  columns,
  useList,
  emptyText,
  newLabel,
  onNew,
  children,
}: Props<T>) {
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  return (
    <>
      <PageHeader title={title} />
      <PagedTable<T>
        title={listTitle}
        testId={`${kind}s`}
        columns={columns}
        rowKey="id"
        useList={useList}
        defaultSort="name"
        emptyText={emptyText}
        actions={
          permissions.can(PERMISSIONS.usersWriter) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid={`new-${kind}-open`}>
              {newLabel}
            </Button>
          )
        }
      />
      {children}
    </>
  );
}

/** A row's details icon: a link (Enter opens it) named for screen readers. */
export function PrincipalDetailsLink(props: { to: string; title: string; label: string; testId: string }) {
  return (
    <Tooltip title={props.title}>
      <Link to={props.to} aria-label={props.label} data-testid={props.testId} style={{ padding: '4px 8px' }}>
        <RightCircleOutlined />
      </Link>
    </Tooltip>
  );
}
