// The redirects of /import (workspace.md section 2). The pages they lead to are chunks of their own:
// the monitor's gate (in this module) must not wait for the storage manager's and gain pages' code
// (issue 29: /import/monitor loaded ~60 chunks before its runs call).
import { Navigate } from 'react-router';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { lazyPage } from '../../shared/routing/lazyPage';
import { importLanding } from './importTabs';
import { useImportArea } from './useImportArea';

const GainImportFilesPage = lazyPage(
  () => import('../gain/import-config/GainImportFilesPage'),
  'GainImportFilesPage',
);
const GainImportTablesPage = lazyPage(
  () => import('../gain/import-config/GainImportTablesPage'),
  'GainImportTablesPage',
);
const StorageManagerPage = lazyPage(() => import('../storage/StorageManagerPage'), 'StorageManagerPage');

/** /import opens the import folders when an import storage exists, else the monitor. */
export function ImportLanding() {
  const { input } = useImportArea();
  return <Navigate to={importLanding(input)} replace />;
}

/** Gain Files and Tables are gain pages; other engagements go to the Import monitor. */
export function GainImportPage({ tab }: { tab: 'gainFiles' | 'gainTables' }) {
  const { pages } = useEngagementWorkspace();
  if (!pages.isGain) return <Navigate to="/import/monitor" replace />;
  return tab === 'gainFiles' ? <GainImportFilesPage /> : <GainImportTablesPage />;
}

/** The storage manager of the import purpose, inside the Import area; Overview without storage pages. */
export function ImportFoldersPage() {
  const { pages } = useEngagementWorkspace();
  if (!pages.showStoragePages) return <Navigate to="/overview" replace />;
  return <StorageManagerPage area="import" />;
}

/** The monitor tab shows only with pipeline pages and Pipelines Read. */
export function ImportMonitorGate({ children }: { children: React.ReactNode }) {
  const { tabs } = useImportArea();
  if (!tabs.includes('monitor')) return <Navigate to="/import" replace />;
  return <>{children}</>;
}
