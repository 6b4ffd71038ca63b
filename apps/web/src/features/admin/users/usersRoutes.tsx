// Users administration addresses (admin-console.md route table): users (UsersOverview); users/{email}
// redirects to profile; its tabs are profile and roles.
import { Navigate, useParams, type RouteObject } from 'react-router';
import { UserDetailsPage } from './UserDetailsPage';
import { UsersOverviewPage, userAddress } from './UsersOverviewPage';

function ToProfile() {
  const { email = '' } = useParams();
  return <Navigate to={userAddress(email)} replace />;
}

export const usersRoutes: RouteObject[] = [
  { index: true, element: <UsersOverviewPage /> },
  { path: ':email', element: <ToProfile /> },
  { path: ':email/:tab', element: <UserDetailsPage /> },
];
