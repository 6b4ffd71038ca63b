// The Tasks tab of the engagement access overview (admin-console.md sections 2, 7 and 8): principal,
// status (the message on hover), resource name and type from the task specs (malformed specs leave
// the cells empty), and the last update as DD-MM-YYYY, HH:mm:ss. Polled while shown.
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  parseTaskResource,
  RBAC_TASK_DATE_FORMAT,
  type PagedQuery,
  type RbacTask,
  type RbacTaskStatus,
} from '@cairn/contracts';
import { useRbacTasks } from '../../../../shared/api/rbac/useRbacTasks';
import { PagedTable } from '../../../../shared/components/PagedTable';
import { formatDateTime } from '../../../../shared/format/dates';

const STATUS_COLOUR: Record<RbacTaskStatus, string> = {
  New: 'default',
  InProgress: 'processing',
  Succeeded: 'success',
  Failed: 'error',
};

export function EngagementRbacTasksTable({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const useList = (query: PagedQuery) => useRbacTasks(engagementId, query);

  const columns: TableColumnsType<RbacTask> = [
    {
      key: 'principal',
      title: t('adminEngagementAccess.principal'),
      render: (_, task) => <span title={task.principalId}>{task.principalName || task.principalId}</span>,
    },
    {
      key: 'status',
      title: t('adminEngagementAccess.status'),
      sorter: true,
      render: (_, task) => (
        <Tooltip title={task.message}>
          <Tag
            color={STATUS_COLOUR[task.taskProcessorStatus]}
            data-testid="rbac-task-status"
            data-status={task.taskProcessorStatus}
          >
            {t(`adminEngagementAccess.statuses.${task.taskProcessorStatus}`)}
          </Tag>
        </Tooltip>
      ),
    },
    {
      key: 'resourceName',
      title: t('adminEngagementAccess.resourceName'),
      render: (_, task) => (
        <span data-testid="rbac-task-resource-name">{parseTaskResource(task.taskSpecs)?.name ?? ''}</span>
      ),
    },
    {
      key: 'resourceType',
      title: t('adminEngagementAccess.resourceType'),
      render: (_, task) => (
        <span data-testid="rbac-task-resource-type">
          {parseTaskResource(task.taskSpecs)?.resourceType ?? ''}
        </span>
      ),
    },
    {
      key: 'timestamp',
      title: t('adminEngagementAccess.lastUpdated'),
      sorter: true,
      render: (_, task) => (
        <span data-testid="rbac-task-updated">{formatDateTime(task.timestamp, RBAC_TASK_DATE_FORMAT)}</span>
      ),
    },
  ];

  return (
    <PagedTable<RbacTask>
      title={t('adminEngagementAccess.tasksTitle')}
      testId="rbac-tasks"
      columns={columns}
      rowKey="id"
      useList={useList}
      defaultSort="-timestamp"
      emptyText={t('adminEngagementAccess.noTasks')}
    />
  );
}
