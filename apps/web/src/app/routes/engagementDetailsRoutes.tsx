// Engagement details of the admin console (admin-console.md route table): /engagements/{id} opens
// the General tab. Gated inside the page by Engagements.Reader at the engagement, so the people of
// an engagement can read its settings; these routes outrank the list's `engagements/*`.
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const EngagementDetailsPage = lazyPage(
  () => import('../../features/admin/engagements/EngagementDetailsPage'),
  'EngagementDetailsPage',
);

export const engagementDetailsRoutes: RouteObject[] = [
  {
    path: 'engagements/:engagementId',
    children: [
      { index: true, element: <Navigate to="general" replace /> },
      { path: ':tab', element: <EngagementDetailsPage /> },
    ],
  },
];
