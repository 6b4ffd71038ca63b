// Tenants administration addresses (admin-console.md route table): tenants (TenantsOverview);
// tenants/{tenantId} redirects to general; its tabs general, compose, engagements, deployments,
// deployments/{deploymentId}, users and applications.
import { Navigate, useParams, type RouteObject } from 'react-router';
import { tenantAddress } from './tenantAddress';
import { lazyPage } from '../../../shared/routing/lazyPage';

const TenantDetailsPage = lazyPage(() => import('./TenantDetailsPage'), 'TenantDetailsPage');
const TenantsOverviewPage = lazyPage(() => import('./TenantsOverviewPage'), 'TenantsOverviewPage');

function ToGeneral() {
  const { tenantId = '' } = useParams();
  return <Navigate to={tenantAddress(tenantId)} replace />;
}

export const tenantsRoutes: RouteObject[] = [
  { index: true, element: <TenantsOverviewPage /> },
  { path: ':tenantId', element: <ToGeneral /> },
  { path: ':tenantId/deployments/:deploymentId', element: <TenantDetailsPage /> },
  { path: ':tenantId/:tab', element: <TenantDetailsPage /> },
];
