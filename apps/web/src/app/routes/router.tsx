import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { EulaPage } from '../../features/eula/EulaPage';
import { ErrorPage } from '../../features/errors/ErrorPage';
import { ForbiddenPage } from '../../features/errors/ForbiddenPage';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { LegalLayout } from '../../features/legal/LegalLayout';
import { PrivacyPage } from '../../features/legal/PrivacyPage';
import { TermsOfUsePage } from '../../features/legal/TermsOfUsePage';
import { ManualPage } from '../../features/manual/ManualPage';
import { OverviewPage } from '../../features/overview/OverviewPage';
import { FeaturePlaceholderPage } from '../../features/placeholders/FeaturePlaceholderPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { Shell } from '../shell/Shell';
import { adminRoutes } from './adminRoutes';
import { engagementDetailsRoutes } from './engagementDetailsRoutes';
import { engagementRoutes } from './engagementRoutes';
import { LegacyAddressRedirect } from './legacyAddresses';

const toOverview = <Navigate to="/overview" replace />;

// The spec's /base shell with /admin, /home and /contracts children uses clean addresses here:
// the old ones redirect to the same page.
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <LoginPage /> },
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
            errorElement: <ErrorPage />,
            children: [
              { path: 'overview', element: <OverviewPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'manual', element: <ManualPage /> },
              { path: 'contracts', element: <FeaturePlaceholderPage titleKey="contracts.title" /> },
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
