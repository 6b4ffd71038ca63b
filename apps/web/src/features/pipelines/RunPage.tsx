// One pipeline run (the `url` of every run): status, pipeline, layer, parameters, timings, who
// started it, the run it reruns, the step log and the error; refreshed while it can still change.
// Import and build runs offer a preview of each table they wrote.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Flex, Result, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined, SyncOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PipelineRunDetail } from '@cairn/contracts';
import { isApiError } from '../../shared/api/ApiError';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { TenantGate } from '../../shared/engagement/EngagementPageGate';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { formatDateTime } from '../../shared/format/dates';
import { usePipelines } from '../../shared/api/pipelines/usePipelines';
import { useRun } from '../../shared/api/pipelines/useRun';
import { useFormatNumber } from '../../shared/format/numbers';
import { TablePreviewDialog } from './dialogs/TablePreviewDialog';
import { RunActions } from './RunActions';
import { RerunWithChangesButton } from './rerun/RerunWithChangesButton';
import { RunLog } from './RunLog';
import { RunStatusTag } from './RunStatusTag';
import { builtTables, importedTables, parameterText, type ImportedTable } from './runDetails';
import { formatDuration, isFinished, monitorAddress, runDurationMs, runPageAddress } from './runStatus';

export function RunPage() {
  return (
    <TenantGate>
      <RunPageContent />
    </TenantGate>
  );
}

function RunPageContent() {
  const { t } = useTranslation();
  const { runId = '' } = useParams();
  const { engagementId, pages, isLoading } = useEngagementWorkspace();
  const run = useRun(engagementId, runId);

  if (isLoading || (engagementId && run.isPending)) return <PageSpin />;
  if (!engagementId || !run.data) {
    const missing = !engagementId || (isApiError(run.error) && run.error.status === 404);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'runs.page.notFound' : 'runs.page.loadFailed')}
        data-testid="run-not-found"
        extra={
          <Link to="/overview">
            <Button type="primary">{t('common.backToOverview')}</Button>
          </Link>
        }
      />
    );
  }
  return <RunView engagementId={engagementId} run={run.data} isGain={pages.isGain} />;
}

function RunView({
  engagementId,
  run,
  isGain,
}: {
  engagementId: string;
  run: PipelineRunDetail;
  isGain: boolean;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const navigate = useNavigate();
  const pipelines = usePipelines(engagementId, run.layerName);
  const [previewed, setPreviewed] = useState<ImportedTable | null>(null);
  const pipeline = pipelines.data?.find((p) => p.name === run.pipelineName);
  const title = pipeline?.shortName || run.pipelineName;
  const notAvailable = t('common.notAvailable');
  const live = !isFinished(run.status);
  const imported = run.layerName === 'import';
  const tables = imported ? importedTables(run) : builtTables(run);
  const parameters = Object.entries(run.parameters);
  const failed = run.status === 'Failed' || run.status === 'TimedOut';

  return (
    <>
      <PageHeader
        title={t('runs.page.title', { name: title })}
        subtitle={
          <Space size={8} wrap>
            <RunStatusTag status={run.status} name={title} />
            <span>{t(`runs.layers.${run.layerName}`, { defaultValue: run.layerName })}</span>
            {live && (
              <Typography.Text type="secondary" data-testid="run-live">
                <SyncOutlined spin /> {t('runs.page.live')}
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Space wrap>
            <Link to={monitorAddress(run.layerName, isGain)} data-testid="run-back">
              <Button icon={<ArrowLeftOutlined />}>{t('runs.page.backToMonitor')}</Button>
            </Link>
            <RunActions
              engagementId={engagementId}
              run={run}
              withText
              hideView
              onRerun={(next) => navigate(runPageAddress(next.id))}
            />
            <RerunWithChangesButton
              engagementId={engagementId}
              run={run}
              onStarted={(next) => navigate(runPageAddress(next.id))}
            />
          </Space>
        }
      />
      <Flex vertical gap={24}>
        {run.message && (
          <Alert
            type={failed ? 'error' : run.status === 'Succeeded' ? 'success' : 'info'}
            showIcon
            title={failed ? t('runs.page.error') : t('runs.page.message')}
            description={<span data-testid="run-page-message">{run.message}</span>}
            data-testid={failed ? 'run-error' : 'run-message-box'}
          />
        )}
        <Card title={t('runs.page.details')}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            data-testid="run-details"
            items={[
              {
                key: 'status',
                label: t('runs.columns.status'),
                children: <RunStatusTag status={run.status} name={title} />,
              },
              {
                key: 'pipeline',
                label: t('runs.columns.pipeline'),
                children: <span title={run.pipelineName}>{title}</span>,
              },
              {
                key: 'layer',
                label: t('runs.page.layer'),
                children: t(`runs.layers.${run.layerName}`, { defaultValue: run.layerName }),
              },
              {
                key: 'queued',
                label: t('runs.page.queued'),
                children: formatDateTime(run.runStart) ?? notAvailable,
              },
              {
                key: 'started',
                label: t('runs.columns.started'),
                children: formatDateTime(run.startedAt) ?? notAvailable,
              },
              {
                key: 'ended',
                label: t('runs.columns.ended'),
                children: formatDateTime(run.runEnd) ?? notAvailable,
              },
              {
                key: 'duration',
                label: t('runs.columns.duration'),
                children: formatDuration(runDurationMs(run)) ?? notAvailable,
              },
              {
                key: 'startedBy',
                label: t('runs.columns.startedBy'),
                children: run.startedBy?.name ?? notAvailable,
              },
              ...(run.rerunOf
                ? [
                    {
                      key: 'rerunOf',
                      label: t('runs.page.rerunOf'),
                      children: (
                        <Link to={runPageAddress(run.rerunOf)} data-testid="run-rerun-of">
                          {t('runs.page.previousRun')}
                        </Link>
                      ),
                    },
                  ]
                : []),
              ...(run.commit
                ? [
                    {
                      key: 'commit',
                      label: t('runs.page.commit'),
                      children: <Typography.Text code>{run.commit.slice(0, 10)}</Typography.Text>,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
        <Card title={t('runs.page.parameters')}>
          {parameters.length ? (
            <Descriptions
              column={1}
              size="small"
              bordered
              data-testid="run-parameters"
              items={parameters.map(([key, value]) => ({
                key,
                label: key,
                children: (
                  <Typography.Text style={{ wordBreak: 'break-all' }}>{parameterText(value)}</Typography.Text>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('runs.page.noParameters')} />
          )}
        </Card>
        {tables.length > 0 && (
          <Card title={t(imported ? 'runs.page.importedTables' : 'runs.page.builtTables')}>
            <Table<ImportedTable>
              size="small"
              pagination={false}
              rowKey={(table) => `${table.schema}.${table.name}`}
              dataSource={tables}
              data-testid="run-imported-tables"
              onRow={(table) =>
                ({
                  'data-testid': 'run-imported-table',
                  'data-table': `${table.schema}.${table.name}`,
                }) as React.HTMLAttributes<HTMLElement>
              }
              columns={[
                {
                  key: 'table',
                  title: t('runs.page.table'),
                  render: (_, table) => `${table.schema}.${table.name}`,
                },
                ...(imported
                  ? [
                      {
                        key: 'file',
                        title: t('runs.page.file'),
                        render: (_: unknown, table: ImportedTable) => table.fileName ?? notAvailable,
                      },
                    ]
                  : []),
                {
                  key: 'rows',
                  title: t('runs.page.rows'),
                  align: 'end',
                  render: (_, table) =>
                    table.rowCount === null || table.rowCount === undefined
                      ? notAvailable
                      : formatNumber(table.rowCount),
                },
                {
                  key: 'actions',
                  title: t('runs.columns.actions'),
                  width: 180,
                  render: (_, table) => (
                    <Button
                      icon={<TableOutlined />}
                      onClick={() => setPreviewed(table)}
                      data-testid="run-preview-table"
                    >
                      {t('runs.page.previewTable')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        )}
        <Card title={t('runs.page.log')}>
          <RunLog lines={run.log} />
        </Card>
      </Flex>
      <TablePreviewDialog engagementId={engagementId} table={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
