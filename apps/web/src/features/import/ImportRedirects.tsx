// The redirects of /import (workspace.md section 2).
import { Navigate } from 'react-router';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { GainImportFilesPage } from '../gain/import-config/GainImportFilesPage';
import { GainImportTablesPage } from '../gain/import-config/GainImportTablesPage';
import { StorageManagerPage } from '../storage/StorageManagerPage';
import { importLanding } from './importTabs';
import { useImportArea } from './useImportArea';

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
