// Administration screens of the user menu (admin-console.md), gated by the global read flags.
import { Outlet, type RouteObject } from 'react-router';
import type { GlobalFlags } from '@cairn/contracts';
import { usersRoutes } from '../../features/admin/users/usersRoutes';
import { applicationsRoutes } from '../../features/admin/applications/applicationsRoutes';
import { tenantsRoutes } from '../../features/admin/tenants/tenantsRoutes';
import { lazyPage } from '../../shared/routing/lazyPage';

// The gate reads the permissions (and their tables) only on the admin console's pages.
const GlobalPageGate = lazyPage(() => import('../../shared/components/GlobalPageGate'), 'GlobalPageGate');

const FeaturePlaceholderPage = lazyPage(
  () => import('../../features/placeholders/FeaturePlaceholderPage'),
  'FeaturePlaceholderPage',
);
const EngagementsOverviewPage = lazyPage(
  () => import('../../features/admin/engagements/EngagementsOverviewPage'),
  'EngagementsOverviewPage',
);
const RolesPage = lazyPage(() => import('../../features/admin/roles/RolesPage'), 'RolesPage');
const PermissionsPage = lazyPage(
  () => import('../../features/admin/permissions/PermissionsPage'),
  'PermissionsPage',
);
const AuditLogPage = lazyPage(() => import('../../features/admin/audit/AuditLogPage'), 'AuditLogPage');

/** A page with `children` is built; the others show their title until their issue lands. */
const ADMIN_PAGES: { path: string; titleKey: string; flag: keyof GlobalFlags; children?: RouteObject[] }[] = [
  { path: 'users', titleKey: 'userMenu.users', flag: 'canReadGlobalUsers', children: usersRoutes },
  {
    path: 'applications',
    titleKey: 'userMenu.applications',
    flag: 'canReadGlobalUsers',
    children: applicationsRoutes,
  },
  { path: 'tenants', titleKey: 'userMenu.tenants', flag: 'canReadGlobalTenants', children: tenantsRoutes },
  {
    path: 'engagements',
    titleKey: 'userMenu.engagements',
    flag: 'canReadGlobalEngagements',
    children: [{ index: true, element: <EngagementsOverviewPage /> }],
  },
  {
    path: 'roles',
    titleKey: 'userMenu.roles',
    flag: 'canReadGlobalAuthorization',
    children: [{ index: true, element: <RolesPage /> }],
  },
  {
    path: 'permissions',
    titleKey: 'userMenu.permissions',
    flag: 'canReadGlobalAuthorization',
    children: [{ index: true, element: <PermissionsPage /> }],
  },
  {
    path: 'audit-log',
    titleKey: 'userMenu.auditLog',
    flag: 'canReadGlobalAuthorization',
    children: [{ index: true, element: <AuditLogPage /> }],
  },
];

export const adminRoutes: RouteObject[] = ADMIN_PAGES.map(({ path, titleKey, flag, children }) =>
  children
    ? {
        path,
        element: (
          <GlobalPageGate flag={flag}>
            <Outlet />
          </GlobalPageGate>
        ),
        children,
      }
    : {
        // Detail addresses (/users/{email}/profile, /tenants/{id}/general, ...) belong to the same screen.
        path: `${path}/*`,
        element: (
          <GlobalPageGate flag={flag}>
            <FeaturePlaceholderPage titleKey={titleKey} />
          </GlobalPageGate>
        ),
      },
);
