// Administration screens of the user menu (admin-console.md), gated by the global read flags.
import type { RouteObject } from 'react-router';
import type { GlobalFlags } from '@cairn/contracts';
import { GlobalPageGate } from '../../shared/components/GlobalPageGate';
import { FeaturePlaceholderPage } from '../../features/placeholders/FeaturePlaceholderPage';

const ADMIN_PAGES: { path: string; titleKey: string; flag: keyof GlobalFlags }[] = [
  { path: 'users', titleKey: 'userMenu.users', flag: 'canReadGlobalUsers' },
  { path: 'applications', titleKey: 'userMenu.applications', flag: 'canReadGlobalUsers' },
  { path: 'tenants', titleKey: 'userMenu.tenants', flag: 'canReadGlobalTenants' },
  { path: 'engagements', titleKey: 'userMenu.engagements', flag: 'canReadGlobalEngagements' },
  { path: 'roles', titleKey: 'userMenu.roles', flag: 'canReadGlobalAuthorization' },
  { path: 'permissions', titleKey: 'userMenu.permissions', flag: 'canReadGlobalAuthorization' },
];

export const adminRoutes: RouteObject[] = ADMIN_PAGES.map(({ path, titleKey, flag }) => ({
  // Detail addresses (/users/{email}/profile, /tenants/{id}/general, ...) belong to the same screen.
  path: `${path}/*`,
  element: (
    <GlobalPageGate flag={flag}>
      <FeaturePlaceholderPage titleKey={titleKey} />
    </GlobalPageGate>
  ),
}));
