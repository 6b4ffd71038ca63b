// The signed-in part of the app (the spec's /base). Shell check (workspace.md section 2): load the
// current user (a 401 has already sent the browser to sign in), no licence acceptance -> /eula.
import { Suspense } from 'react';
import { Layout } from 'antd';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cairn/contracts';
import { useCurrentUser } from '../../shared/api/profile/useCurrentUser';
import { isApiError } from '../../shared/api/ApiError';
import { PageSpin } from '../../shared/components/PageSpin';
import { SomethingStrange } from '../../features/errors/SomethingStrange';
import { usePreferences } from '../providers/PreferencesProvider';
import { useApplyUserPreferences } from '../../shared/preferences/usePreferenceChanges';
import { Navbar } from './Navbar';
import { ShellFooter } from './ShellFooter';
import { SideMenu } from './SideMenu';
import { useRestoreLastEngagement } from './useRestoreLastEngagement';
import './shell.css';

const SIDE_WIDTH = `${(LAYOUT.sideSpan / (LAYOUT.sideSpan + LAYOUT.mainSpan)) * 100}%`;

export function Shell() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { template } = usePreferences();
  useApplyUserPreferences(me.data);
  useRestoreLastEngagement(me.data);

  if (me.isPending || (isApiError(me.error) && me.error.status === 401)) return <PageSpin fullScreen />;
  if (me.isError) return <SomethingStrange onRetry={() => void me.refetch()} />;
  if (!me.data.eulaAcceptedDate) return <Navigate to="/eula" replace />;

  return (
    <Layout className="cairn-shell" data-testid="app-layout" data-theme={template}>
      <a className="cairn-skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <Navbar user={me.data} />
      <Layout>
        <Layout.Sider
          width={SIDE_WIDTH}
          breakpoint="lg"
          collapsedWidth={0}
          className="cairn-sider"
          theme="light"
          zeroWidthTriggerStyle={{ top: 12 }}
        >
          <SideMenu />
        </Layout.Sider>
        <Layout className="cairn-main">
          <Layout.Content id="main-content" className="cairn-content" tabIndex={-1}>
            <Suspense fallback={<PageSpin />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          <ShellFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
