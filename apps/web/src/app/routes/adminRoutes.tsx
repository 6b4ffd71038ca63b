// Administration screens of the user menu (admin-console.md), gated by the global read flags.
import { Outlet, type RouteObject } from 'react-router';
import type { GlobalFlags } from '@cairn/contracts';
import { usersRoutes } from '../../features/admin/users/usersRoutes';
import { applicationsRoutes } from '../../features/admin/applications/applicationsRoutes';
import { tenantsRoutes } from '../../features/admin/tenants/tenantsRoutes';
import { lazyPage } from '../../shared/routing/lazyPage';

// The gate reads the permissions (and their tables) only on the admin console's pages.
const GlobalPageGate = lazyPage(() => import('../../shared/components/GlobalPageGate'), 'GlobalPageGate');

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
const FeedbackPage = lazyPage(() => import('../../features/feedback/FeedbackPage'), 'FeedbackPage');

/** Each screen of the user menu, shown to those whose global flag the server sets. */
const ADMIN_PAGES: { path: string; flag: keyof GlobalFlags; children: RouteObject[] }[] = [
  { path: 'users', flag: 'canReadGlobalUsers', children: usersRoutes },
  {
    path: 'applications',
    flag: 'canReadGlobalUsers',
    children: applicationsRoutes,
  },
  { path: 'tenants', flag: 'canReadGlobalTenants', children: tenantsRoutes },
  {
    path: 'engagements',
    flag: 'canReadGlobalEngagements',
    children: [{ index: true, element: <EngagementsOverviewPage /> }],
  },
  {
    path: 'roles',
    flag: 'canReadGlobalAuthorization',
    children: [{ index: true, element: <RolesPage /> }],
  },
  {
    path: 'permissions',
    flag: 'canReadGlobalAuthorization',
    children: [{ index: true, element: <PermissionsPage /> }],
  },
  {
    path: 'audit-log',
    flag: 'canReadGlobalAuthorization',
    children: [{ index: true, element: <AuditLogPage /> }],
  },
  {
    path: 'feedback',
    flag: 'canReadFeedback',
    // A request opens beside the list at its own address (the e-mail links to it).
    children: [
      { index: true, element: <FeedbackPage /> },
      { path: ':feedbackId', element: <FeedbackPage /> },
    ],
  },
];

export const adminRoutes: RouteObject[] = ADMIN_PAGES.map(({ path, flag, children }) => ({
  path,
  element: (
    <GlobalPageGate flag={flag}>
      <Outlet />
    </GlobalPageGate>
  ),
  children,
}));
