// The frame of every admin overview (issue 25: one admin overview page frame; admin-console.md
// "Tenants overview", "Engagements overview", "Users overview", "Applications, roles, permissions"):
// the page title, the paged list (search, sort and page on the server and in the address), the New
// button beside the search for those who may create (a permission at /platform, and on AWS not at
// all where the area says so), and the page's dialogs. Rows may open their details. What is
// conventional per area (texts, who may create, test ids) stands in ADMIN_AREAS; each overview names
// its area and brings its own columns, list, create form, rules and dialogs.
import { useState, type ReactNode } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PERMISSIONS,
  PLATFORM_SCOPE,
  TENANT_FILTER_DEBOUNCE_MS,
  type Paged,
  type PagedQuery,
} from '@cairn/contracts';
import { useAppSettings } from '../api/appSettings/useAppSettings';
import { usePermissions } from '../api/authorization/usePermissions';
import { PageHeader } from './PageHeader';
import { PagedTable } from './PagedTable';

/** An admin overview, named as its entry of the user menu (`userMenu.<area>`) and its list's test id. */
export type AdminArea = 'tenants' | 'engagements' | 'users' | 'applications' | 'roles' | 'permissions';

interface AreaConventions {
  /** The texts' namespace: `<ns>.listTitle`, `<ns>.empty` and the New button's `<ns>.<newLabel>`. */
  ns: string;
  /** The New button shows to those who hold this permission at /platform (what the server says). */
  createPermission: string;
  /** Hidden on AWS as well (tenants and engagements are not made here there). */
  hiddenOnAws?: boolean;
  /** The New button's label in the namespace (the create form's title uses it too). */
  newLabel: string;
  /** The New button's data-testid (the e2e tests click it). */
  newTestId: string;
  /** The rows' key when it is not `id`. */
  rowKey?: string;
  /** Waits this long after typing before searching (PagedTable); at once when absent. */
  debounceMs?: number;
}

export const ADMIN_AREAS: Record<AdminArea, AreaConventions> = {
  tenants: {
    ns: 'adminTenants',
    createPermission: PERMISSIONS.infraTenantWriter,
    hiddenOnAws: true,
    newLabel: 'newTenant',
    newTestId: 'new-tenant-open',
    debounceMs: TENANT_FILTER_DEBOUNCE_MS,
  },
  engagements: {
    ns: 'adminEngagements',
    createPermission: PERMISSIONS.engagementsWriter,
    hiddenOnAws: true,
    newLabel: 'newEngagement',
    newTestId: 'new-engagement-open',
  },
  users: {
    ns: 'adminUsers',
    createPermission: PERMISSIONS.usersWriter,
    newLabel: 'newUser',
    newTestId: 'new-user-open',
  },
  applications: {
    ns: 'adminApplications',
    createPermission: PERMISSIONS.usersWriter,
    newLabel: 'newApplication',
    newTestId: 'new-application-open',
  },
  roles: {
    ns: 'adminRoles',
    createPermission: PERMISSIONS.authorizationWriter,
    newLabel: 'newRole',
    newTestId: 'role-new',
    rowKey: 'name',
  },
  permissions: {
    ns: 'adminPermissions',
    createPermission: PERMISSIONS.authorizationWriter,
    newLabel: 'newPermission',
    newTestId: 'permission-new',
    rowKey: 'name',
  },
};

/** The translation keys of an area's overview; built, not literal (locales.test.ts checks them). */
export function adminOverviewKeys(area: AdminArea) {
  const { ns, newLabel } = ADMIN_AREAS[area];
  return {
    title: `userMenu.${area}`,
    listTitle: `${ns}.listTitle`,
    empty: `${ns}.empty`,
    newLabel: `${ns}.${newLabel}`,
  };
}

/** Whether the New button shows; the settings are asked for only when AWS matters. */
function useMayCreate({ createPermission, hiddenOnAws = false }: AreaConventions) {
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const settings = useAppSettings(hiddenOnAws);
  if (!permissions.can(createPermission)) return false;
  if (!hiddenOnAws) return true;
  return settings.data !== undefined && settings.data.cloudProvider !== 'aws';
}

/** What the New button opens. */
type Create =
  /** The page's own form (it keeps whether it is open). */
  | { onCreate: () => void; createDialog?: never }
  /** The create dialog, which the frame opens from the button and closes with `close`. */
  | { createDialog: (open: boolean, close: () => void) => ReactNode; onCreate?: never };

type Props<T> = Create & {
  area: AdminArea;
  columns: TableColumnsType<T>;
  useList: (query: PagedQuery) => UseQueryResult<Paged<T>>;
  /** A click on a row opens this address (keep a link in the row for the keyboard). */
  rowAddress?: (row: T) => string;
  /** The overview's dialogs. */
  children?: ReactNode;
};

export function AdminOverviewPage<T extends object>({
  area,
  columns,
  useList,
  rowAddress,
  onCreate,
  createDialog,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const conventions = ADMIN_AREAS[area];
  const keys = adminOverviewKeys(area);
  const mayCreate = useMayCreate(conventions);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader title={t(keys.title)} />
      <PagedTable<T>
        title={t(keys.listTitle)}
        testId={area}
        columns={columns}
        rowKey={conventions.rowKey ?? 'id'}
        useList={useList}
        defaultSort="name"
        debounceMs={conventions.debounceMs}
        emptyText={t(keys.empty)}
        onRow={
          rowAddress &&
          ((row) => ({ onClick: () => navigate(rowAddress(row)), style: { cursor: 'pointer' } }))
        }
        actions={
          mayCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={onCreate ?? (() => setCreating(true))}
              data-testid={conventions.newTestId}
            >
              {t(keys.newLabel)}
            </Button>
          )
        }
      />
      {createDialog?.(creating, () => setCreating(false))}
      {children}
    </>
  );
}
