// The monitor's table: status, pipeline, message, started, ended, duration, started by, actions.
// Every column sorts; the sort is controlled by the page (see monitorQuery.ts for who sorts what).
import { Table, Typography, type TableProps } from 'antd';
import { ApiOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PipelineRun } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { RunActions } from './RunActions';
import { RunStatusTag } from './RunStatusTag';
import type { SortKey } from './monitorQuery';
import { formatDuration, runDurationMs, type RunPermissions } from './runStatus';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface Props {
  engagementId: string;
  runs: PipelineRun[];
  loading: boolean;
  emptyText: string;
  /** The pipeline's short name, or its name. */
  pipelineLabel: (run: PipelineRun) => string;
  permissions: RunPermissions;
  sort: SortKey;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
  totalItems: number;
  onPage: (page: number) => void;
  onSort: (sort: SortKey, direction: 'asc' | 'desc') => void;
  /** What a run shows when expanded (the testing monitor: its test results); none when absent. */
  expandedRun?: (run: PipelineRun) => React.ReactNode;
}

export function RunsTable(props: Props) {
  const { t } = useTranslation();
  const pipelineLabel = props.pipelineLabel;
  const notAvailable = t('common.notAvailable');

  const onChange: TableProps<PipelineRun>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return props.onPage(pagination.current ?? 1);
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (extra.action !== 'sort') return;
    // A third click clears antd's sort: back to the default, newest first.
    if (!single?.order) return props.onSort('runStart', 'desc');
    props.onSort(single.columnKey as SortKey, single.order === 'ascend' ? 'asc' : 'desc');
  };
  const sortable = (key: SortKey) =>
    ({
      key,
      sorter: true,
      sortOrder: props.sort === key ? (props.direction === 'asc' ? 'ascend' : 'descend') : null,
    }) as const;

  return (
    <Table<PipelineRun>
      rowKey="id"
      size="small"
      loading={props.loading}
      dataSource={props.runs}
      onChange={onChange}
      locale={{ emptyText: <span data-testid="runs-empty">{props.emptyText}</span> }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.totalItems,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      data-testid="runs-table"
      expandable={props.expandedRun ? { expandedRowRender: props.expandedRun } : undefined}
      onRow={(run) => ({ 'data-run-id': run.id }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          ...sortable('status'),
          title: t('runs.columns.status'),
          render: (_, run) => <RunStatusTag status={run.status} />,
        },
        {
          ...sortable('pipeline'),
          title: t('runs.columns.pipeline'),
          render: (_, run) => (
            <Typography.Text title={run.pipelineName} data-testid="run-pipeline">
              {pipelineLabel(run)}
            </Typography.Text>
          ),
        },
        {
          ...sortable('message'),
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
          ...sortable('runStart'),
          title: t('runs.columns.started'),
          render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.runStart) ?? notAvailable}</span>,
        },
        {
          ...sortable('runEnd'),
          title: t('runs.columns.ended'),
          render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.runEnd) ?? notAvailable}</span>,
        },
        {
          ...sortable('duration'),
          title: t('runs.columns.duration'),
          render: (_, run) => (
            <span style={NO_WRAP}>{formatDuration(runDurationMs(run)) ?? notAvailable}</span>
          ),
        },
        {
          ...sortable('startedBy'),
          title: t('runs.columns.startedBy'),
          render: (_, run) =>
            run.startedBy ? (
              <span>
                {run.startedBy.type === 'Application' ? <ApiOutlined /> : <UserOutlined />}{' '}
                {run.startedBy.name}
              </span>
            ) : (
              notAvailable
            ),
        },
        {
          key: 'actions',
          title: t('runs.columns.actions'),
          render: (_, run) => (
            <RunActions engagementId={props.engagementId} run={run} permissions={props.permissions} />
          ),
        },
      ]}
    />
  );
}
