// /dashboards/:reportId (workspace.md DashboardDetails): the embedded dashboard of the engagement's
// provider — a Cairn dashboard drawn here, or the Power BI report. `?full-screen` (opened in a new
// tab) gives it the whole window without the shell.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Flex, Spin, theme, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, ExpandOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@cairn/contracts';
import { useNeedsPermission } from '../../shared/access/useNeedsPermission';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/ApiError';
import { useDashboardEmbed } from '../../shared/api/dashboards/useDashboardEmbed';
import { PageHeader } from '../../shared/components/PageHeader';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { CairnDashboard } from './cairn/CairnDashboard';
import { PowerBiReport } from './powerbi/PowerBiReport';
import './dashboardFullScreen.css';

export const FULL_SCREEN_PARAM = 'full-screen';
/** On <body> while a dashboard is full screen: hides the app's frame (dashboardFullScreen.css). */
const FULL_SCREEN_CLASS = 'cairn-dashboard-full-screen';

/** The address of a dashboard opened full screen in a new tab, with the current filters. */
export function fullScreenAddress(reportId: string, search = '') {
  const params = new URLSearchParams(search);
  params.delete(FULL_SCREEN_PARAM);
  const rest = params.toString();
  return `/dashboards/${encodeURIComponent(reportId)}?${FULL_SCREEN_PARAM}${rest ? `&${rest}` : ''}`;
}

export function DashboardDetailsPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { reportId = '' } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { engagementId, flags } = useEngagementWorkspace();
  const needsPermission = useNeedsPermission();
  const canEdit = flags.canWriteEngagementPowerBiDashboards;
  const embed = useDashboardEmbed(engagementId, reportId);
  const fullScreen = params.has(FULL_SCREEN_PARAM);
  useEffect(() => {
    if (!fullScreen) return;
    document.body.classList.add(FULL_SCREEN_CLASS);
    return () => document.body.classList.remove(FULL_SCREEN_CLASS);
  }, [fullScreen]);

  let content;
  if (embed.isError) {
    const missing = isApiError(embed.error) && embed.error.status === 404;
    content = (
      <Alert
        type="error"
        showIcon
        data-testid="dashboard-error"
        title={missing ? t('dashboards.notFound') : t('dashboards.loadFailed')}
        description={missing ? undefined : embed.error.message}
      />
    );
  } else if (!embed.data || !engagementId) {
    content = (
      <Spin data-testid="dashboard-loading">
        <div style={{ height: 200 }} />
      </Spin>
    );
  } else if (embed.data.provider === 'powerbi') {
    content = <PowerBiReport reportId={reportId} fullScreen={fullScreen} />;
  } else {
    content = <CairnDashboard engagementId={engagementId} dashboard={embed.data} />;
  }

  if (fullScreen) {
    // Outside the app's frame (which the body class hides), so the dashboard has the whole window.
    return createPortal(
      <main
        data-testid="dashboard-full-screen"
        style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}
      >
        {embed.data?.provider === 'cairn' && (
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {embed.data.name}
          </Typography.Title>
        )}
        {content}
      </main>,
      document.body,
    );
  }

  return (
    <div data-testid="dashboard-details">
      <PageHeader
        title={embed.data?.name ?? t('menu.dashboards')}
        extra={
          <Flex gap="small">
            <Button
              icon={<ArrowLeftOutlined />}
              data-testid="dashboard-back"
              onClick={() => navigate('/dashboards')}
            >
              {t('dashboards.back')}
            </Button>
            {embed.data?.provider === 'cairn' && (
              <Tooltip title={canEdit ? undefined : needsPermission(PERMISSIONS.dashboardingPowerBiWriter)}>
                <Button
                  icon={<EditOutlined />}
                  disabled={!canEdit}
                  data-testid="dashboard-edit"
                  onClick={() => navigate(`/dashboards/${encodeURIComponent(reportId)}/edit`)}
                >
                  {t('dashboards.edit')}
                </Button>
              </Tooltip>
            )}
            <Button
              icon={<ExpandOutlined />}
              data-testid="dashboard-open-full-screen"
              href={fullScreenAddress(reportId, search)}
              target="_blank"
              rel="noopener"
            >
              {t('dashboards.fullScreen')}
            </Button>
          </Flex>
        }
      />
      {content}
    </div>
  );
}
