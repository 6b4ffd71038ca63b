// Applications administration addresses (admin-console.md route table): applications; applications/
// {aadObjectId} redirects to profile; its tabs are profile, roles and (Cairn's own) secrets.
import { Navigate, useParams, type RouteObject } from 'react-router';
import { applicationAddress } from './applicationAddress';
import { lazyPage } from '../../../shared/routing/lazyPage';

const ApplicationsOverviewPage = lazyPage(
  () => import('./ApplicationsOverviewPage'),
  'ApplicationsOverviewPage',
);
const ApplicationDetailsPage = lazyPage(() => import('./ApplicationDetailsPage'), 'ApplicationDetailsPage');

function ToProfile() {
  const { aadObjectId = '' } = useParams();
  return <Navigate to={applicationAddress(aadObjectId)} replace />;
}

export const applicationsRoutes: RouteObject[] = [
  { index: true, element: <ApplicationsOverviewPage /> },
  { path: ':aadObjectId', element: <ToProfile /> },
  { path: ':aadObjectId/:tab', element: <ApplicationDetailsPage /> },
];
