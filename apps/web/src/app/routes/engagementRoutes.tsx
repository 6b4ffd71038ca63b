// Routes of the engagement area (workspace.md "Other"): the data journey's layers with their steps,
// import, runs, storage, access, costs, connectors, configuration, Gain and dashboards, each behind
// the gate of its menu entry; the spec's redirects that need no data.
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { MenuEntry } from '@cairn/contracts';
import type { JourneyLayerArea } from '../../features/layers/layerAreas';
import { importRoutes } from '../../features/import/importRoutes';
import { gainRoutes } from '../../features/gain/gainRoutes';
import { lazyPage } from '../../shared/routing/lazyPage';
import { layerRunPrefetch, monitorPrefetch, storageConfigurationsPrefetch } from './pagePrefetch';

// Storage's entry only redirects to the first folder; it loads with the storage pages.
const StorageOverviewRedirect = lazyPage(
  () => import('../../features/storage/StorageOverviewRedirect'),
  'StorageOverviewRedirect',
);
// The gate (and its tenant prompt with the engagement selector) is not needed to sign in either.
const EngagementPageGate = lazyPage(
  () => import('../../shared/engagement/EngagementPageGate'),
  'EngagementPageGate',
);
const LayerLayout = lazyPage(() => import('../../features/layers/LayerLayout'), 'LayerLayout');
const EngagementConfigurationPage = lazyPage(
  () => import('../../features/admin/engagements/configuration/EngagementConfigurationPage'),
  'EngagementConfigurationPage',
);
const StorageManagerPage = lazyPage(
  () => import('../../features/storage/StorageManagerPage'),
  'StorageManagerPage',
);
const LayerConfigPage = lazyPage(
  () => import('../../features/node-model/LayerConfigPage'),
  'LayerConfigPage',
);
const TestingConfigPage = lazyPage(
  () => import('../../features/node-model/TestingConfigPage'),
  'TestingConfigPage',
);
const BuildPage = lazyPage(() => import('../../features/building/BuildPage'), 'BuildPage');
const RunPipelinesPage = lazyPage(
  () => import('../../features/building/RunPipelinesPage'),
  'RunPipelinesPage',
);
const TestResultsPanel = lazyPage(
  () => import('../../features/building/TestResultsPanel'),
  'TestResultsPanel',
);
const MonitorPage = lazyPage(() => import('../../features/pipelines/MonitorPage'), 'MonitorPage');
const RunPage = lazyPage(() => import('../../features/pipelines/RunPage'), 'RunPage');
const EngagementAccessPage = lazyPage(
  () => import('../../features/admin/engagement-access/EngagementAccessPage'),
  'EngagementAccessPage',
);
const CostsPage = lazyPage(() => import('../../features/costs/CostsPage'), 'CostsPage');
const ConnectorsConfigurationPage = lazyPage(
  () => import('../../features/admin/engagements/connectors/ConnectorsConfigurationPage'),
  'ConnectorsConfigurationPage',
);
const DashboardBuilderPage = lazyPage(
  () => import('../../features/dashboards/builder/DashboardBuilderPage'),
  'DashboardBuilderPage',
);
const DashboardsPage = lazyPage(() => import('../../features/dashboards/DashboardsPage'), 'DashboardsPage');
const DashboardDetailsPage = lazyPage(
  () => import('../../features/dashboards/DashboardDetailsPage'),
  'DashboardDetailsPage',
);
const LineagePage = lazyPage(() => import('../../features/lineage/LineagePage'), 'LineagePage');
const WorkflowPage = lazyPage(() => import('../../features/orchestrations/WorkflowPage'), 'WorkflowPage');
const OrchestrationEditorPage = lazyPage(
  () => import('../../features/orchestrations/editor/OrchestrationEditorPage'),
  'OrchestrationEditorPage',
);
const OrchestrationRunPage = lazyPage(
  () => import('../../features/orchestrations/run/OrchestrationRunPage'),
  'OrchestrationRunPage',
);

const gated = (entry: MenuEntry | readonly MenuEntry[], element: ReactNode) => (
  <EngagementPageGate entry={entry}>{element}</EngagementPageGate>
);

/**
 * The labeling layer is one page under two names: the menu offers FX Rate for gain and Labeling
 * otherwise, and both addresses open in either engagement ("Title is FX Rate for gain, otherwise
 * Labeling"; "a Storage tab shows unless gain").
 */
const LABELING_ENTRIES = ['labeling', 'fxRate'] as const;
const gateOf = (area: LayerArea['area']) =>
  area === 'labeling' || area === 'fxRate' ? LABELING_ENTRIES : area;

interface LayerArea {
  area: JourneyLayerArea;
  path: string;
  redirectTo: string;
  /** Child path -> page. */
  steps: Record<string, ReactNode>;
}

const layer = (area: Exclude<JourneyLayerArea, 'testing'>, buildPath = 'build') => ({
  config: <LayerConfigPage area={area} />,
  [buildPath]: <BuildPage area={area} />,
  run: <RunPipelinesPage area={area} />,
  monitor: <MonitorPage entry={area} />,
});

// workspace.md "Other": each layer's steps and where its bare address goes.
const LAYER_AREAS: LayerArea[] = [
  { area: 'modeling', path: 'modeling', redirectTo: 'monitor', steps: layer('modeling', 'building') },
  { area: 'filtering', path: 'filtering', redirectTo: 'config', steps: layer('filtering') },
  { area: 'labeling', path: 'labeling', redirectTo: 'config', steps: layer('labeling') },
  {
    area: 'fxRate',
    path: 'fx-rate',
    redirectTo: 'config',
    steps: { config: <LayerConfigPage area="fxRate" />, monitor: <MonitorPage entry="fxRate" /> },
  },
  { area: 'analytical', path: 'analytical', redirectTo: 'run', steps: layer('analytical') },
  {
    area: 'testing',
    path: 'testing',
    redirectTo: 'monitor',
    steps: {
      config: <TestingConfigPage />,
      building: <BuildPage area="testing" />,
      run: <RunPipelinesPage area="testing" />,
      monitor: (
        <MonitorPage
          entry="testing"
          expandedRun={(run, engagementId) => (
            <TestResultsPanel engagementId={engagementId} runId={run.id} runStatus={run.status} />
          )}
        />
      ),
    },
  },
];

/** The first data of a layer's step, fetched with its chunks at start (pagePrefetch.ts). */
function stepPrefetch(area: JourneyLayerArea, step: string) {
  if (step === 'monitor') return monitorPrefetch(gateOf(area), area);
  // Testing's Run screen is its run overview, with data of its own.
  if (step === 'run' && area !== 'testing') return layerRunPrefetch(gateOf(area), area);
  return undefined;
}

function layerRoute({ area, path, redirectTo, steps }: LayerArea): RouteObject {
  return {
    path,
    element: gated(gateOf(area), <LayerLayout area={area} />),
    // Filtering's tabs wait for the storage configurations (LayerLayout).
    handle: area === 'filtering' ? storageConfigurationsPrefetch(gateOf(area)) : undefined,
    children: [
      { index: true, element: <Navigate to={redirectTo} replace /> },
      ...Object.entries(steps).map(([child, element]) => ({
        path: child,
        element,
        handle: stepPrefetch(area, child),
      })),
    ],
  };
}

const importRoute: RouteObject = {
  path: 'import',
  element: gated('import', <Outlet />),
  children: importRoutes,
};

/** A pipeline run's own page: the `url` of every run points here. */
const runRoute: RouteObject = { path: 'pipeline-runs/:runId', element: <RunPage /> };

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

// Engagement access overview: gated inside the page by the flags of the engagement in the address.
const accessRoute: RouteObject = {
  path: 'engagement-access/:engagementId',
  children: [
    { index: true, element: <Navigate to="users" replace /> },
    { path: ':tab', element: <EngagementAccessPage /> },
  ],
};

// Connectors configuration of the engagement in the address (menu entry Connectors).
const connectorsRoute: RouteObject = {
  path: 'connectors-configuration/:engagementId',
  element: gated('connectors', <ConnectorsConfigurationPage />),
};

// Configuration cards of the selected engagement (menu entry Configuration).
const configurationRoute: RouteObject = {
  path: 'configuration',
  element: gated('configuration', <EngagementConfigurationPage />),
};

// The Gain area (admin-console.md section 2): batches, promotions, requirements status.
const gainRoute: RouteObject = { path: 'gain', element: gated('gain', <Outlet />), children: gainRoutes };

// Dashboards (menu entry Dashboards): the list and one dashboard (?full-screen in a new tab).
const dashboardsRoute: RouteObject = {
  path: 'dashboards',
  element: gated('dashboards', <Outlet />),
  children: [
    { index: true, element: <DashboardsPage /> },
    { path: 'new', element: <DashboardBuilderPage /> },
    { path: ':reportId', element: <DashboardDetailsPage /> },
    { path: ':reportId/edit', element: <DashboardBuilderPage /> },
  ],
};

// Workflow (menu entry Workflow, feature Workflow): the orchestrations with their runs, the editor,
// and one run's graph of steps.
const workflowRoute: RouteObject = {
  path: 'workflow',
  element: gated('workflow', <Outlet />),
  children: [
    { index: true, element: <WorkflowPage /> },
    { path: 'new', element: <OrchestrationEditorPage /> },
    { path: 'runs/:orchestrationRunId', element: <OrchestrationRunPage /> },
    { path: ':orchestrationId', element: <OrchestrationEditorPage /> },
  ],
};

// Lineage of a branch (issue 28): tables, nodes and tests as a graph, a node's columns and data diff.
const lineageRoute: RouteObject = { path: 'lineage', element: gated('lineage', <LineagePage />) };

// Costs of the selected engagement's tenant (or the one chosen in the address).
const costsRoute: RouteObject = { path: 'costs', element: gated('costs', <CostsPage />) };

export const engagementRoutes: RouteObject[] = [
  ...LAYER_AREAS.map(layerRoute),
  importRoute,
  runRoute,
  storageRoute,
  accessRoute,
  costsRoute,
  connectorsRoute,
  configurationRoute,
  gainRoute,
  dashboardsRoute,
  workflowRoute,
  lineageRoute,
];
