// One orchestration run (/workflow/runs/:orchestrationRunId): its orchestration, status, trigger and
// times, and its steps as a graph by level, followed every 2 s while the run is open. Each step's
// pipeline run has its own page (with the logs).
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { isOpenRun } from '../../../shared/api/orchestrations/runFinished';
import { useOrchestrationRun } from '../../../shared/api/orchestrations/useOrchestrationRun';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { formatDateTime } from '../../../shared/format/dates';
import { RunStatusTag } from '../../pipelines/RunStatusTag';
import { formatDuration } from '../../pipelines/runStatus';
import { orchestrationAddress, orchestrationRunAddress, WORKFLOW_ADDRESS } from '../addresses';
import { StepColumns } from '../StepColumns';
import { alertOutcomeText } from './alertOutcomeText';
import { OrchestrationRunActions } from './OrchestrationRunActions';
import { orchestrationRunDurationMs } from './runTiming';
import { RunStepBox } from './RunStepBox';
import type { OrchestrationRun } from '../../../shared/api/orchestrations/types';

export function OrchestrationRunPage() {
  const { t } = useTranslation();
  const { orchestrationRunId = '' } = useParams();
  const { engagementId } = useEngagementWorkspace();
  const run = useOrchestrationRun(engagementId, orchestrationRunId);

  if (!engagementId || run.isPending) return <PageSpin />;
  if (!run.data) {
    const missing = isApiError(run.error) && run.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'workflow.run.notFound' : 'workflow.run.loadFailed')}
        extra={
          <Link to={WORKFLOW_ADDRESS}>
            <Button type="primary">{t('workflow.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  return <RunView engagementId={engagementId} run={run.data} />;
}

function RunView({ engagementId, run }: { engagementId: string; run: OrchestrationRun }) {
  const { t } = useTranslation();
  const notAvailable = t('common.notAvailable');
  const failed = run.status === 'Failed' || run.status === 'TimedOut';
  return (
    <>
      <PageHeader
        title={run.orchestrationName}
        subtitle={
          <Space size={8} wrap>
            <RunStatusTag status={run.status} name={run.orchestrationName} />
            <span>{t(`workflow.trigger.${run.trigger}`)}</span>
            {isOpenRun(run) && (
              <Typography.Text type="secondary" data-testid="orchestration-run-live">
                <SyncOutlined spin /> {t('runs.page.live')}
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Space wrap>
            <Link to={WORKFLOW_ADDRESS}>
              <Button icon={<ArrowLeftOutlined />}>{t('workflow.backToList')}</Button>
            </Link>
            <OrchestrationRunActions engagementId={engagementId} run={run} />
          </Space>
        }
      />
      <Flex vertical gap={24}>
        {run.message && (
          <Alert
            type={failed ? 'error' : 'info'}
            showIcon
            title={<span data-testid="orchestration-run-message">{run.message}</span>}
          />
        )}
        <Card title={t('workflow.run.steps')}>
          <StepColumns
            steps={run.steps}
            testId="run-graph"
            renderStep={(step) => <RunStepBox step={step} />}
          />
        </Card>
        <Card title={t('runs.page.details')}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            data-testid="orchestration-run-details"
            items={[
              {
                key: 'orchestration',
                label: t('workflow.runs.orchestration'),
                children: (
                  <Link to={orchestrationAddress(run.orchestrationId)}>
                    {t('workflow.run.nameAndVersion', { name: run.orchestrationName, version: run.version })}
                  </Link>
                ),
              },
              {
                key: 'trigger',
                label: t('workflow.runs.trigger'),
                children: t(`workflow.trigger.${run.trigger}`),
              },
              {
                key: 'started',
                label: t('runs.columns.started'),
                children: formatDateTime(run.startedAt) ?? notAvailable,
              },
              {
                key: 'ended',
                label: t('runs.columns.ended'),
                children: formatDateTime(run.endedAt) ?? notAvailable,
              },
              {
                key: 'duration',
                label: t('runs.columns.duration'),
                children: formatDuration(orchestrationRunDurationMs(run)) ?? notAvailable,
              },
              {
                key: 'startedBy',
                label: t('runs.columns.startedBy'),
                children: run.startedByName ?? notAvailable,
              },
              ...(run.scheduledFor
                ? [
                    {
                      key: 'scheduledFor',
                      label: t('workflow.run.scheduledFor'),
                      children: formatDateTime(run.scheduledFor),
                    },
                  ]
                : []),
              ...(run.triggerFiles.length
                ? [
                    {
                      key: 'triggerFiles',
                      label: t('workflow.run.triggerFiles'),
                      children: run.triggerFiles.join(', '),
                    },
                  ]
                : []),
              ...(run.rerunOf
                ? [
                    {
                      key: 'rerunOf',
                      label: t('runs.page.rerunOf'),
                      children: (
                        <Link
                          to={orchestrationRunAddress(run.rerunOf)}
                          data-testid="orchestration-run-rerun-of"
                        >
                          {t('runs.page.previousRun')}
                        </Link>
                      ),
                    },
                  ]
                : []),
              ...(run.alertOutcome
                ? [
                    {
                      key: 'alerts',
                      label: t('workflow.run.alertOutcome'),
                      children: (
                        <span data-testid="orchestration-run-alerts">
                          {alertOutcomeText(run.alertOutcome, t)}
                        </span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </Flex>
    </>
  );
}
