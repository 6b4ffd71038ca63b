// Users administration addresses (admin-console.md route table): users (UsersOverview); users/{email}
// redirects to profile; its tabs are profile and roles.
import { Navigate, useParams, type RouteObject } from 'react-router';
import { userAddress } from './userAddress';
import { lazyPage } from '../../../shared/routing/lazyPage';

const UsersOverviewPage = lazyPage(() => import('./UsersOverviewPage'), 'UsersOverviewPage');
const UserDetailsPage = lazyPage(() => import('./UserDetailsPage'), 'UserDetailsPage');

function ToProfile() {
  const { email = '' } = useParams();
  return <Navigate to={userAddress(email)} replace />;
}

export const usersRoutes: RouteObject[] = [
  { index: true, element: <UsersOverviewPage /> },
  { path: ':email', element: <ToProfile /> },
  { path: ':email/:tab', element: <UserDetailsPage /> },
];
