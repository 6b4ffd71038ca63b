// Testing run overview (workspace.md "Testing run overview"): the test runs, newest first, ten to a
// page (page kept in the address), refreshed every 5 s; each run opens to its results (the newest
// is open at first). Users whom RunTests' abilities allow to start it can run every active test here.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  PIPELINE_RUN_LOOKBACK_DAYS,
  TEST_PIPELINE,
  TEST_RUN_LAYER,
  type PipelineRun,
} from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { formatDateTime } from '../../shared/format/dates';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useRuns } from '../../shared/api/pipelines/useRuns';
import { RunStatusTag } from '../pipelines/RunStatusTag';
import { LAYER_OF_ENTRY } from '../pipelines/runStatus';
import { useStartRun } from '../../shared/api/pipelines/useStartRun';
import { TestResultsPanel } from './TestResultsPanel';
import { testRunScope } from './testRunParametersText';
import { useMayStartPipeline } from './useMayStartPipeline';
import { useRunStartedToast } from './useRunStartedToast';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const pageOf = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

export function TestingRunOverview() {
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return <PageSpin />;
  return <TestingRuns engagementId={engagementId} />;
}

function TestingRuns({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const { pages } = useEngagementWorkspace();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const runs = useRuns(engagementId, {
    layer: LAYER_OF_ENTRY.testing,
    sortBy: 'runStart',
    direction: 'desc',
    daysBack: PIPELINE_RUN_LOOKBACK_DAYS,
    statuses: [],
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const list = runs.data?.results ?? [];
  // Until the user opens or closes one, the newest run of the page is open.
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const startRun = useStartRun(engagementId);
  const toastStarted = useRunStartedToast(engagementId, pages.isGain);
  // Run all tests: for users who may start RunTests (its abilities: never in a gain engagement).
  const mayRunAll = useMayStartPipeline(engagementId, 'test', TEST_PIPELINE);
  const runAll = () =>
    startRun.mutate(
      { pipelineName: TEST_PIPELINE, layer: TEST_RUN_LAYER, parameters: {} },
      { onSuccess: (run) => toastStarted(run, t('building.pipelineRunning', { name: TEST_PIPELINE })) },
    );
  const notAvailable = t('common.notAvailable');

  return (
    <Card
      title={t('testing.runs')}
      data-testid="testing-run-overview"
      extra={
        mayRunAll && (
          <Button type="primary" loading={startRun.isPending} onClick={runAll} data-testid="testing-run-all">
            {t('testing.runAll')}
          </Button>
        )
      }
    >
      <Table<PipelineRun>
        rowKey="id"
        size="middle"
        loading={runs.isPending}
        dataSource={list}
        scroll={{ x: 900 }}
        data-testid="testing-runs-table"
        locale={{ emptyText: <span data-testid="testing-runs-empty">{t('testing.noRuns')}</span> }}
        onRow={(run) => ({ 'data-run-id': run.id }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: runs.data?.meta.totalItems ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => {
            setExpanded(null);
            setSearch((current) => {
              const params = new URLSearchParams(current);
              params.set('page', String(next));
              return params;
            });
          },
        }}
        expandable={{
          expandedRowKeys: expanded ?? (list[0] ? [list[0].id] : []),
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (run) => (
            <TestResultsPanel engagementId={engagementId} runId={run.id} runStatus={run.status} />
          ),
        }}
        columns={[
          {
            key: 'status',
            title: t('testing.columns.status'),
            render: (_, run) => <RunStatusTag status={run.status} />,
          },
          {
            key: 'scope',
            title: t('testing.columns.scope'),
            render: (_, run) => {
              const { branch, node, tests } = testRunScope(run);
              return (
                <Flex vertical>
                  <Typography.Text>
                    {node
                      ? `${branch ?? notAvailable} / ${node}`
                      : t('testing.allActiveTests', { branch: branch ?? notAvailable })}
                  </Typography.Text>
                  {tests && <Typography.Text type="secondary">{tests.join(', ')}</Typography.Text>}
                </Flex>
              );
            },
          },
          {
            key: 'runStart',
            title: t('testing.columns.started'),
            render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.runStart) ?? notAvailable}</span>,
          },
          {
            key: 'runEnd',
            title: t('testing.columns.ended'),
            render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.runEnd) ?? notAvailable}</span>,
          },
          {
            key: 'startedBy',
            title: t('testing.columns.startedBy'),
            render: (_, run) => run.startedBy?.name ?? notAvailable,
          },
          {
            key: 'message',
            title: t('testing.columns.message'),
            render: (_, run) => <Typography.Text type="secondary">{run.message}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
