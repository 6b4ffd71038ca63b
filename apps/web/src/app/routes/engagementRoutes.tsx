// Routes of the engagement area (workspace.md "Other"). Each page shows its title for now; the
// redirects of the spec that need no data are already in place.
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { MenuEntry } from '@cairn/contracts';
import { EngagementPageGate } from '../../shared/engagement/EngagementPageGate';
import { FeaturePlaceholderPage } from '../../features/placeholders/FeaturePlaceholderPage';
import { EngagementDetailsLinkCard } from '../../features/admin/engagements/EngagementDetailsLinkCard';
import { StorageManagerPage } from '../../features/storage/StorageManagerPage';
import { StorageOverviewRedirect } from '../../features/storage/StorageOverviewRedirect';

interface Area {
  entry: MenuEntry;
  path: string;
  /** Where the bare address redirects (the spec's "redirects to ..."). */
  redirectTo?: string;
  /** Child path -> step key under `steps.`. */
  steps?: Record<string, string>;
  /** Deeper addresses (folders, report ids) show the area's page too. */
  splat?: boolean;
  /** Shown under the page's title (e.g. a link to a screen that already works). */
  below?: ReactNode;
}

const LAYER_STEPS = { config: 'config', build: 'build', run: 'run', monitor: 'monitor' };

const AREAS: Area[] = [
  {
    entry: 'import',
    path: 'import',
    steps: { 'gain-files': 'gainFiles', 'gain-tables': 'gainTables', monitor: 'monitor' },
    splat: true,
  },
  {
    entry: 'modeling',
    path: 'modeling',
    redirectTo: 'monitor',
    steps: { config: 'config', building: 'build', run: 'run', monitor: 'monitor' },
  },
  { entry: 'filtering', path: 'filtering', redirectTo: 'config', steps: LAYER_STEPS },
  { entry: 'labeling', path: 'labeling', redirectTo: 'config', steps: LAYER_STEPS },
  { entry: 'fxRate', path: 'fx-rate', redirectTo: 'config', steps: { config: 'config', monitor: 'monitor' } },
  { entry: 'analytical', path: 'analytical', redirectTo: 'run', steps: LAYER_STEPS },
  {
    entry: 'testing',
    path: 'testing',
    redirectTo: 'monitor',
    steps: { config: 'config', building: 'build', run: 'run', monitor: 'monitor' },
  },
  { entry: 'dashboards', path: 'dashboards', splat: true },
  { entry: 'configuration', path: 'configuration', below: <EngagementDetailsLinkCard /> },
  {
    entry: 'gain',
    path: 'gain',
    redirectTo: 'batches',
    steps: { batches: 'batches', promotions: 'promotions', 'requirements-status': 'requirementsStatus' },
  },
  { entry: 'costs', path: 'costs' },
  { entry: 'connectors', path: 'connectors-configuration/:engagementId' },
  {
    entry: 'access',
    path: 'engagement-access/:engagementId',
    redirectTo: 'users',
    steps: { users: 'users', applications: 'applications', tasks: 'tasks' },
  },
];

function areaRoute({ entry, path, redirectTo, steps = {}, splat, below }: Area): RouteObject {
  const page = (stepKey?: string) => (
    <>
      <FeaturePlaceholderPage titleKey={`menu.${entry}`} stepKey={stepKey && `steps.${stepKey}`} />
      {below}
    </>
  );
  const children: RouteObject[] = [
    { index: true, element: redirectTo ? <Navigate to={redirectTo} replace /> : page() },
    ...Object.entries(steps).map(([child, stepKey]) => ({ path: child, element: page(stepKey) })),
  ];
  if (splat) children.push({ path: '*', element: page() });
  return {
    path,
    element: (
      <EngagementPageGate entry={entry}>
        <Outlet />
      </EngagementPageGate>
    ),
    children,
  };
}

// Storage overview -> the default purpose; the storage manager takes the folder path from the address.
const storageRoute: RouteObject = {
  path: 'storage-manager',
  element: (
    <EngagementPageGate entry="storage">
      <Outlet />
    </EngagementPageGate>
  ),
  children: [
    { index: true, element: <StorageOverviewRedirect /> },
    { path: ':storagePurpose/*', element: <StorageManagerPage /> },
  ],
};

export const engagementRoutes: RouteObject[] = [...AREAS.map(areaRoute), storageRoute];
