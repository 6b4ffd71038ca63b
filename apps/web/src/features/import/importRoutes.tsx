// Children of /import (workspace.md section 2): the folders of the import storage (the storage
// manager), the monitor, and on gain engagements the Files and Tables tabs (docs/gain.md).
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const ImportLayout = lazyPage(() => import('./ImportLayout'), 'ImportLayout');
const GainImportPage = lazyPage(() => import('./ImportRedirects'), 'GainImportPage');
const ImportFoldersPage = lazyPage(() => import('./ImportRedirects'), 'ImportFoldersPage');
const ImportLanding = lazyPage(() => import('./ImportRedirects'), 'ImportLanding');
const ImportMonitorGate = lazyPage(() => import('./ImportRedirects'), 'ImportMonitorGate');
const MonitorPage = lazyPage(() => import('../pipelines/MonitorPage'), 'MonitorPage');

export const importRoutes: RouteObject[] = [
  {
    element: <ImportLayout />,
    children: [
      { index: true, element: <ImportLanding /> },
      { path: 'gain-files', element: <GainImportPage tab="gainFiles" /> },
      { path: 'gain-tables', element: <GainImportPage tab="gainTables" /> },
      {
        path: 'monitor',
        element: (
          <ImportMonitorGate>
            <MonitorPage entry="import" />
          </ImportMonitorGate>
        ),
      },
      { path: ':storagePurpose/folders/*', element: <ImportFoldersPage /> },
      { path: '*', element: <Navigate to="/import" replace /> },
    ],
  },
];
