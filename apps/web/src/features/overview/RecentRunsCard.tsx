// Timeline of the last pipeline runs of the engagement (workspace.md section 2): DD.MM.YYYY, HH:mm,
// primary for Succeeded, danger for Failed, warning otherwise; each run links to its page.
import { Card, Empty, Spin, Timeline, Typography, theme as antdTheme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, TIMELINE_RUNS, timelineColour } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { useLastRuns } from '../../shared/api/pipelines/useLastRuns';
import { RunStatusTag } from '../pipelines/RunStatusTag';
import { runPageAddress } from '../pipelines/runStatus';

export function RecentRunsCard({ engagementId, enabled }: { engagementId: string | null; enabled: boolean }) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const runs = useLastRuns(engagementId, TIMELINE_RUNS, enabled);
  const colours = { primary: token.colorPrimary, danger: token.colorError, warning: token.colorWarning };
  const list = enabled ? (runs.data ?? []) : [];

  return (
    <Card title={t('overview.recentRuns', { runs: TIMELINE_RUNS })} data-testid="recent-runs">
      {enabled && runs.isPending ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noRuns')} />
      ) : (
        <Timeline
          data-testid="runs-timeline"
          items={list.map((run) => ({
            key: run.id,
            color: colours[timelineColour(run.status)],
            content: (
              <div data-testid="timeline-run" data-colour={timelineColour(run.status)}>
                <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
                  {formatDateTime(run.runStart, DATE_FORMATS.timeline)}
                </Typography.Text>
                <Link to={runPageAddress(run.id)}>{run.pipelineName}</Link>{' '}
                <RunStatusTag status={run.status} name={run.pipelineName} />
                {run.message && (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0 }}>
                    {run.message}
                  </Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
