// The monitor's table on the shared PagedTable: status, pipeline, message, started, ended, duration,
// started by (each sorted by the server under its RUN_SORT_COLUMNS name) and the run's actions.
// Page and sort live in the address; the monitor's filters sit in its toolbar. A click on a row opens
// the run's page for whoever may view it (its View button does the same from the keyboard).
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Typography, type TableColumnsType, type TableProps } from 'antd';
import { ApartmentOutlined, ApiOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PagedPipelineRuns, PagedQuery, PipelineRun, RunSortColumn } from '@cairn/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { PagedTable } from '../../shared/components/PagedTable';
import { formatDateTime } from '../../shared/format/dates';
import { MONITOR_DEFAULT_SORT, MONITOR_PAGE_SIZE } from './monitorQuery';
import { RunActions } from './RunActions';
import { RunStatusTag } from './RunStatusTag';
import { formatDuration, runDurationMs, runPageAddress } from './runStatus';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Who started a run: a user, an application (token), or an orchestration's step (its name shows). */
const STARTER_ICONS: Record<NonNullable<PipelineRun['startedBy']>['type'], ReactNode> = {
  User: <UserOutlined />,
  Application: <ApiOutlined />,
  Orchestration: <ApartmentOutlined />,
};

interface Props {
  engagementId: string;
  /** The page of runs for PagedTable's page and sort (a query hook that polls). */
  useList: (query: PagedQuery) => UseQueryResult<PagedPipelineRuns>;
  emptyText: string;
  /** The pipeline's short name, or its name. */
  pipelineLabel: (run: PipelineRun) => string;
  /** The status and look-back selectors. */
  filters: ReactNode;
  /** Beside the list's count, at the right (the legend). */
  actions: ReactNode;
  /** What a run shows when expanded (the testing monitor: its test results); none when absent. */
  expandedRun?: (run: PipelineRun) => ReactNode;
  /** Checkboxes for the bulk actions (the monitor's useRunSelection); none when absent. */
  rowSelection?: TableProps<PipelineRun>['rowSelection'];
}

/** A click on a control inside the row (a button, a link, the expand icon, the checkbox's cell) is that control's. */
const onAControl = (event: MouseEvent) =>
  !!(event.target as HTMLElement).closest(
    'button, a, input, .ant-table-row-expand-icon, .ant-table-selection-column',
  );

export function RunsTable({ engagementId, pipelineLabel, expandedRun, ...props }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo((): TableColumnsType<PipelineRun> => {
    const notAvailable = t('common.notAvailable');
    const sorted = (key: RunSortColumn) => ({ key, sorter: true }) as const;
    return [
      {
        ...sorted('status'),
        title: t('runs.columns.status'),
        render: (_, run) => <RunStatusTag status={run.status} name={pipelineLabel(run)} />,
      },
      {
        // The server sorts by the pipeline's name; the short name shows.
        ...sorted('pipelineName'),
        title: t('runs.columns.pipeline'),
        render: (_, run) => (
          <Typography.Text title={run.pipelineName} data-testid="run-pipeline">
            {pipelineLabel(run)}
          </Typography.Text>
        ),
      },
      {
        ...sorted('message'),
        title: t('runs.columns.message'),
        render: (_, run) => (
          <Typography.Text
            type={run.status === 'Failed' ? 'danger' : undefined}
            title={run.message ?? undefined}
            ellipsis
            style={{ maxWidth: 180 }}
            data-testid="run-message"
          >
            {run.message ?? ''}
          </Typography.Text>
        ),
      },
      {
        ...sorted('runStart'),
        title: t('runs.columns.started'),
        render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.runStart) ?? notAvailable}</span>,
      },
      {
        ...sorted('runEnd'),
        title: t('runs.columns.ended'),
        render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.runEnd) ?? notAvailable}</span>,
      },
      {
        ...sorted('duration'),
        title: t('runs.columns.duration'),
        render: (_, run) => <span style={NO_WRAP}>{formatDuration(runDurationMs(run)) ?? notAvailable}</span>,
      },
      {
        ...sorted('startedBy'),
        title: t('runs.columns.startedBy'),
        render: (_, run) =>
          run.startedBy ? (
            <span data-testid="run-started-by" data-type={run.startedBy.type}>
              {STARTER_ICONS[run.startedBy.type]} {run.startedBy.name}
            </span>
          ) : (
            notAvailable
          ),
      },
      {
        key: 'actions',
        title: t('runs.columns.actions'),
        render: (_, run) => <RunActions engagementId={engagementId} run={run} />,
      },
    ];
  }, [t, pipelineLabel, engagementId]);

  return (
    <PagedTable<PipelineRun>
      testId="runs"
      useList={props.useList}
      columns={columns}
      rowKey="id"
      size="small"
      pageSize={MONITOR_PAGE_SIZE}
      defaultSort={MONITOR_DEFAULT_SORT}
      searchable={false}
      filters={props.filters}
      actions={props.actions}
      refreshesItself
      writeAddressOnlyWhileShown
      emptyText={<span data-testid="runs-empty">{props.emptyText}</span>}
      expandable={expandedRun ? { expandedRowRender: expandedRun } : undefined}
      rowSelection={props.rowSelection}
      onRow={(run) =>
        ({
          'data-run-id': run.id,
          ...(run.abilities.view && {
            style: { cursor: 'pointer' },
            onClick: (event: MouseEvent) => {
              if (!onAControl(event)) navigate(runPageAddress(run.id));
            },
          }),
        }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}
