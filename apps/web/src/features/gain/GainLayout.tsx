// The Gain area (admin-console.md section 2, "/gain"): title, the tabs Batches, Promotions and
// Requirements status, then the tab's page. The engagement is the selected one.
import { Tabs } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';

export const GAIN_TABS = ['batches', 'promotions', 'requirements-status'] as const;
const TAB_LABEL = {
  batches: 'steps.batches',
  promotions: 'steps.promotions',
  'requirements-status': 'steps.requirementsStatus',
} as const;

export function GainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { engagementId, isLoading } = useEngagementWorkspace();
  const active = GAIN_TABS.find((tab) => pathname.startsWith(`/gain/${tab}`)) ?? 'batches';

  if (isLoading) return <PageSpin />;
  if (!engagementId) return <Navigate to="/overview" replace />;
  return (
    <>
      <PageHeader title={t('menu.gain')} />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/gain/${key}`)}
        items={GAIN_TABS.map((tab) => ({
          key: tab,
          label: <span data-testid={`gain-tab-${tab}`}>{t(TAB_LABEL[tab])}</span>,
        }))}
        data-testid="gain-tabs"
      />
      <Outlet />
    </>
  );
}
