// The monitor's table: status, pipeline, message, started, ended, duration, started by, actions.
// Sorting by start time asks the server (it pages); the other columns sort the page on screen.
import { Table, Typography, type TableProps } from 'antd';
import { ApiOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PipelineRun } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { RunActions } from './RunActions';
import { RunStatusTag } from './RunStatusTag';
import { compareText, formatDuration, runDurationMs, type RunPermissions } from './runStatus';

interface Props {
  engagementId: string;
  runs: PipelineRun[];
  loading: boolean;
  emptyText: string;
  /** Pipeline name -> its short name. */
  shortNames: Map<string, string>;
  permissions: RunPermissions;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
  totalItems: number;
  onPage: (page: number) => void;
  onDirection: (direction: 'asc' | 'desc') => void;
}

export function RunsTable(props: Props) {
  const { t } = useTranslation();
  const { shortNames } = props;
  const pipelineLabel = (run: PipelineRun) => shortNames.get(run.pipelineName) || run.pipelineName;
  const notAvailable = t('common.notAvailable');

  const onChange: TableProps<PipelineRun>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return props.onPage(pagination.current ?? 1);
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (extra.action === 'sort' && single?.columnKey === 'runStart')
      props.onDirection(single.order === 'ascend' ? 'asc' : 'desc');
  };

  return (
    <Table<PipelineRun>
      rowKey="id"
      size="middle"
      loading={props.loading}
      dataSource={props.runs}
      onChange={onChange}
      scroll={{ x: 1000 }}
      locale={{ emptyText: <span data-testid="runs-empty">{props.emptyText}</span> }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.totalItems,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      data-testid="runs-table"
      onRow={(run) => ({ 'data-run-id': run.id }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'status',
          title: t('runs.columns.status'),
          width: 130,
          sorter: (a, b) => compareText(a.status, b.status),
          render: (_, run) => <RunStatusTag status={run.status} />,
        },
        {
          key: 'pipeline',
          title: t('runs.columns.pipeline'),
          sorter: (a, b) => compareText(pipelineLabel(a), pipelineLabel(b)),
          render: (_, run) => (
            <Typography.Text title={run.pipelineName} data-testid="run-pipeline">
              {pipelineLabel(run)}
            </Typography.Text>
          ),
        },
        {
          key: 'message',
          title: t('runs.columns.message'),
          ellipsis: true,
          sorter: (a, b) => compareText(a.message, b.message),
          render: (_, run) => (
            <Typography.Text
              type={run.status === 'Failed' ? 'danger' : undefined}
              title={run.message ?? undefined}
              data-testid="run-message"
            >
              {run.message ?? ''}
            </Typography.Text>
          ),
        },
        {
          key: 'runStart',
          title: t('runs.columns.started'),
          width: 190,
          sorter: true,
          sortDirections: ['descend', 'ascend', 'descend'],
          sortOrder: props.direction === 'asc' ? 'ascend' : 'descend',
          render: (_, run) => formatDateTime(run.runStart) ?? notAvailable,
        },
        {
          key: 'runEnd',
          title: t('runs.columns.ended'),
          width: 190,
          sorter: (a, b) => compareText(a.runEnd, b.runEnd),
          render: (_, run) => formatDateTime(run.runEnd) ?? notAvailable,
        },
        {
          key: 'duration',
          title: t('runs.columns.duration'),
          width: 130,
          sorter: (a, b) => (runDurationMs(a) ?? -1) - (runDurationMs(b) ?? -1),
          render: (_, run) => formatDuration(runDurationMs(run)) ?? notAvailable,
        },
        {
          key: 'startedBy',
          title: t('runs.columns.startedBy'),
          width: 180,
          sorter: (a, b) => compareText(a.startedBy?.name, b.startedBy?.name),
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
          width: 130,
          fixed: 'right',
          render: (_, run) => (
            <RunActions engagementId={props.engagementId} run={run} permissions={props.permissions} />
          ),
        },
      ]}
    />
  );
}
