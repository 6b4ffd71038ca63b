// The Power BI and Analysis Services switches at the top of /dashboards (workspace.md sections 2 and
// 4): on when Succeeded or Online; turning off shows Pausing and suspends, turning on shows Resuming
// and resumes (the server stops cost saving for an hour first). While in transition the status is
// polled every 5000 ms with a toast per poll, from page load too; leaving the page stops it.
import { useEffect } from 'react';
import { App, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { POLLING, type DashboardCapacityTool, type DashboardProviderKind } from '@cairn/contracts';
import { useCapacityStatus } from '../../../shared/api/dashboardCapacities/useCapacityStatus';
import { useToggleCapacity } from '../../../shared/api/dashboardCapacities/useToggleCapacity';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { useDocumentVisible } from '../../../shared/hooks/useDocumentVisible';

const LABEL_KEY: Record<DashboardCapacityTool, string> = {
  PowerBi: 'dashboardCapacities.powerBi',
  AnalysisServices: 'dashboardCapacities.analysisServices',
};
const TOAST_KEY: Record<DashboardCapacityTool, string> = {
  PowerBi: 'dashboardCapacities.togglingPowerBI',
  AnalysisServices: 'dashboardCapacities.togglingAnalysisServices',
};

/**
 * Where Cairn keeps the dashboards (provider `cairn`), Power BI is not configured: the one switch
 * there pauses and resumes Cairn's own dashboards (they run on that capacity) and is named so;
 * Analysis Services has nothing to run, so its switch is not shown.
 */
export function CapacityToggles({ provider }: { provider?: DashboardProviderKind }) {
  const { engagementId, pages } = useEngagementWorkspace();
  if (!engagementId || !pages.showDashboardPages || !provider) return null;
  const cairn = provider === 'cairn';
  return (
    <Space size="large" wrap data-testid="capacity-toggles">
      <CapacityToggle engagementId={engagementId} tool="PowerBi" cairn={cairn} />
      {pages.showAnalysisServicesPages && !cairn && (
        <CapacityToggle engagementId={engagementId} tool="AnalysisServices" />
      )}
    </Space>
  );
}

function CapacityToggle({
  engagementId,
  tool,
  cairn = false,
}: {
  engagementId: string;
  tool: DashboardCapacityTool;
  cairn?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const status = useCapacityStatus(engagementId, tool);
  const toggle = useToggleCapacity(engagementId, tool);
  const { refetch } = status;
  const polling = status.data?.display === 'transition';
  const visible = useDocumentVisible();

  useEffect(() => {
    // A hidden tab neither asks nor toasts; back on screen the polling starts again.
    if (!polling || !visible) return;
    const timer = setInterval(() => {
      void message.info(t(cairn ? 'dashboardCapacities.togglingCairn' : TOAST_KEY[tool]));
      void refetch();
    }, POLLING.serviceStatusMs);
    return () => clearInterval(timer);
  }, [polling, visible, tool, cairn, message, refetch, t]);

  const data = status.data;
  const on = data ? data.display === 'active' || data.state === 'Resuming' : false;
  const label = cairn ? t('dashboardCapacities.cairnDashboards') : t(LABEL_KEY[tool]);
  return (
    <Space data-testid={`capacity-${tool}`} data-state={data?.state ?? ''} data-display={data?.display ?? ''}>
      <Switch
        data-testid={`capacity-toggle-${tool}`}
        aria-label={label}
        checked={on}
        loading={status.isPending || toggle.isPending}
        disabled={!data || !data.abilities.suspend || polling}
        checkedChildren={t('dashboardCapacities.on')}
        unCheckedChildren={t('dashboardCapacities.off')}
        onChange={(checked) => toggle.mutate(checked)}
      />
      <Typography.Text>{label}</Typography.Text>
      {data && data.display !== 'active' && (
        <Tag data-testid={`capacity-state-${tool}`} color={polling ? 'processing' : 'default'}>
          {t(polling ? 'dashboardCapacities.inTransition' : 'dashboardCapacities.state', {
            state: data.state,
          })}
        </Tag>
      )}
      {status.isError && (
        <Typography.Text type="danger" data-testid={`capacity-error-${tool}`}>
          {t('dashboardCapacities.statusFailed')}
        </Typography.Text>
      )}
    </Space>
  );
}
