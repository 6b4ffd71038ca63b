// Children of /gain (admin-console.md section 2): redirects to batches; batches, promotions and
// requirements-status.
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const GainLayout = lazyPage(() => import('./GainLayout'), 'GainLayout');
const GainBatchesPage = lazyPage(() => import('./batches/GainBatchesPage'), 'GainBatchesPage');
const GainPromotionsPage = lazyPage(() => import('./governance/GainPromotionsPage'), 'GainPromotionsPage');
const GainRequirementsStatusPage = lazyPage(
  () => import('./governance/GainRequirementsStatusPage'),
  'GainRequirementsStatusPage',
);

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
