// Children of /import: the folders of the import storage, the monitor, the gain tabs (issue 5).
import type { RouteObject } from 'react-router';
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';
import { MonitorPage } from '../pipelines/MonitorPage';

export const importRoutes: RouteObject[] = [
  { index: true, element: <FeaturePlaceholderPage titleKey="menu.import" /> },
  { path: 'gain-files', element: <FeaturePlaceholderPage titleKey="menu.import" stepKey="steps.gainFiles" /> },
  { path: 'gain-tables', element: <FeaturePlaceholderPage titleKey="menu.import" stepKey="steps.gainTables" /> },
  { path: 'monitor', element: <MonitorPage entry="import" /> },
  { path: '*', element: <FeaturePlaceholderPage titleKey="menu.import" /> },
];
