// Children of /gain (admin-console.md section 2): redirects to batches; batches, promotions and
// requirements-status.
import { Navigate, type RouteObject } from 'react-router';
import { GainBatchesPage } from './batches/GainBatchesPage';
import { GainLayout } from './GainLayout';
import { GainPromotionsPage } from './governance/GainPromotionsPage';
import { GainRequirementsStatusPage } from './governance/GainRequirementsStatusPage';

export const gainRoutes: RouteObject[] = [
  {
    element: <GainLayout />,
    children: [
      { index: true, element: <Navigate to="batches" replace /> },
      { path: 'batches', element: <GainBatchesPage /> },
      { path: 'promotions', element: <GainPromotionsPage /> },
      { path: 'requirements-status', element: <GainRequirementsStatusPage /> },
      { path: '*', element: <Navigate to="/gain" replace /> },
    ],
  },
];
