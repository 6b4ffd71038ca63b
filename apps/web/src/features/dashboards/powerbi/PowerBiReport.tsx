// The embedded Power BI report of /dashboards/:reportId (workspace.md sections 2 and 3: embed token
// and embedUrl from the embed call); `fullScreen` (the page's ?full-screen, opened in a new tab)
// gives it the whole window.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePowerBiEmbed } from '../../../shared/api/powerBi/usePowerBiEmbed';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';

const PowerBiReportFrame = lazy(() => import('./PowerBiReportFrame'));

/** The Power BI client throws while embedding (an embed URL it does not trust, a lost chunk): say so. */
class EmbedErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface PowerBiReportProps {
  reportId: string;
  fullScreen?: boolean;
}

export function PowerBiReport({ reportId, fullScreen = false }: PowerBiReportProps) {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  const embed = usePowerBiEmbed(engagementId, reportId);
  // Full screen: the window less the full-screen frame's padding; else below the page's title bar.
  const height = fullScreen ? 'calc(100vh - 32px)' : 'calc(100vh - 220px)';
  const loading = (
    <Spin data-testid="powerbi-report-loading" description={t('dashboardCapacities.reportLoading')}>
      <div style={{ height: 200 }} />
    </Spin>
  );
  const failed = (reason?: string) => (
    <Alert
      data-testid="powerbi-report-error"
      type="error"
      showIcon
      title={t('dashboardCapacities.reportFailed')}
      description={reason}
    />
  );
  if (embed.isError) return failed();
  const data = embed.data;
  if (!data || data.provider !== 'powerbi') return loading;
  return (
    <div
      data-testid="powerbi-report"
      data-report-id={data.id}
      data-full-screen={fullScreen}
      style={{ height, minHeight: 320 }}
    >
      <EmbedErrorBoundary fallback={(error) => failed(error.message)}>
        <Suspense fallback={loading}>
          <PowerBiReportFrame
            id={data.id}
            embedUrl={data.embedUrl}
            accessToken={data.accessToken}
            height={height}
          />
        </Suspense>
      </EmbedErrorBoundary>
    </div>
  );
}
