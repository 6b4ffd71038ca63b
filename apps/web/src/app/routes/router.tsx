import { isValidElement, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { PageSpin } from '../../shared/components/PageSpin';
import { adminRoutes } from './adminRoutes';
import { engagementDetailsRoutes } from './engagementDetailsRoutes';
import { engagementRoutes } from './engagementRoutes';
import { LegacyAddressRedirect } from './legacyAddresses';
import { lazyPage } from '../../shared/routing/lazyPage';
import { prefetchAddress } from './prefetchAddress';

// The shell (navbar, menus) is not needed to sign in: it loads with the first page behind it.
const Shell = lazyPage(() => import('../shell/Shell'), 'Shell');
const EulaPage = lazyPage(() => import('../../features/eula/EulaPage'), 'EulaPage');
const ForbiddenPage = lazyPage(() => import('../../features/errors/ForbiddenPage'), 'ForbiddenPage');
const NotFoundPage = lazyPage(() => import('../../features/errors/NotFoundPage'), 'NotFoundPage');
const PrivacyPage = lazyPage(() => import('../../features/legal/PrivacyPage'), 'PrivacyPage');
const TermsOfUsePage = lazyPage(() => import('../../features/legal/TermsOfUsePage'), 'TermsOfUsePage');
const ManualPage = lazyPage(() => import('../../features/manual/ManualPage'), 'ManualPage');
const OverviewPage = lazyPage(() => import('../../features/overview/OverviewPage'), 'OverviewPage');
const ContractsPage = lazyPage(() => import('../../features/contracts/ContractsPage'), 'ContractsPage');
const ProfilePage = lazyPage(() => import('../../features/profile/ProfilePage'), 'ProfilePage');

// The error page and the legal pages' frame are seldom shown: not on the sign-in page's bill either.
const ErrorPage = lazyPage(() => import('../../features/errors/ErrorPage'), 'ErrorPage');
const LegalLayout = lazyPage(() => import('../../features/legal/LegalLayout'), 'LegalLayout');
const routeError = (fullScreen: boolean) => (
  <Suspense fallback={<PageSpin fullScreen={fullScreen} />}>
    <ErrorPage />
  </Suspense>
);

const toOverview = <Navigate to="/overview" replace />;

/** What signing in leads to by default (LoginPage fetches it while the user types). */
const prefetchSignedIn = () => {
  Shell.preload();
  OverviewPage.preload();
};

// The spec's /base shell with /admin, /home and /contracts children uses clean addresses here:
// the old ones redirect to the same page.
export const router = createBrowserRouter([
  {
    path: '/',
    // The pages outside the shell (licence, legal) load lazily too; the shell has its own boundary.
    element: (
      <Suspense fallback={<PageSpin fullScreen />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: routeError(true),
    children: [
      { index: true, element: <LoginPage prefetch={prefetchSignedIn} /> },
      { path: 'eula', element: <EulaPage /> },
      { path: 'front-end-sso', element: toOverview },
      { path: 'home/*', element: <LegacyAddressRedirect /> },
      { path: 'base/*', element: <LegacyAddressRedirect /> },
      { path: 'admin/*', element: <LegacyAddressRedirect /> },
      {
        element: <LegalLayout />,
        children: [
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms-of-use', element: <TermsOfUsePage /> },
        ],
      },
      {
        element: <Shell />,
        children: [
          {
            // A page that throws keeps the navbar and menu around the error page.
            errorElement: routeError(false),
            children: [
              { path: 'overview', element: <OverviewPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'manual', element: <ManualPage /> },
              { path: 'contracts', element: <ContractsPage /> },
              { path: '403', element: <ForbiddenPage /> },
              ...adminRoutes,
              ...engagementDetailsRoutes,
              ...engagementRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);

/** At start: the chunks and the signed-in data the address needs, asked for at once (prefetchAddress). */
export const prefetchStart = (queryClient: QueryClient, address: { pathname: string; search: string }) =>
  prefetchAddress(
    queryClient,
    router.routes,
    address,
    (route) => isValidElement(route.element) && route.element.type === Shell,
  );
