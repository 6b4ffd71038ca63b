// The tasks of one deployment (admin-console.md "Deployment tasks", sections 3, 4, 8): name, message,
// status, configuration and action. The configuration cell shows DeploymentName with the whole JSON
// in a tooltip; malformed JSON leaves the cell empty. The open icon shows only for
// DeployArmTemplateTask and opens the Azure portal's page of that deployment. Paged on the server in
// the order the deployment runs them (section 9: by 10).
import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEPLOYMENT_DATE_FORMAT,
  DEPLOYMENT_TASKS_DEFAULT_SORT,
  deploymentPortalUrl,
  deploymentTaskStatusName,
  parseDeploymentTaskConfiguration,
  type DeploymentTask,
  type DeploymentTaskStatusName,
  type Paged,
  type PagedQuery,
} from '@cairn/contracts';
import { PagedTable } from '../../../../../shared/components/PagedTable';
import { formatDateTime } from '../../../../../shared/format/dates';

export const TASK_STATUS_COLOUR: Record<DeploymentTaskStatusName, string> = {
  new: 'default',
  enqueued: 'default',
  inProgress: 'processing',
  success: 'success',
  failed: 'error',
};

export function DeploymentTaskConfigurationCell({ configuration }: { configuration: string }) {
  const parsed = parseDeploymentTaskConfiguration(configuration);
  if (!parsed) return <span data-testid="deployment-task-config" data-empty="true" />;
  const name = typeof parsed.DeploymentName === 'string' ? parsed.DeploymentName : '';
  return (
    <Tooltip
      title={<pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(parsed, null, 2)}</pre>}
    >
      <Typography.Text
        code
        tabIndex={0}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="deployment-task-config"
        data-empty="false"
      >
        {name || '{…}'}
      </Typography.Text>
    </Tooltip>
  );
}

export function DeploymentTasksTable({
  useList,
}: {
  useList: (query: PagedQuery) => UseQueryResult<Paged<DeploymentTask>>;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DeploymentTask> = [
    { key: 'name', title: t('adminDeployments.taskName'), dataIndex: 'name' },
    {
      key: 'message',
      title: t('adminDeployments.message'),
      render: (_, task) => <span data-testid="deployment-task-message">{task.message ?? ''}</span>,
    },
    {
      key: 'status',
      title: t('adminDeployments.status'),
      render: (_, task) => {
        const name = deploymentTaskStatusName(task.status);
        return (
          <Tag
            color={TASK_STATUS_COLOUR[name]}
            data-testid="deployment-task-status"
            data-status={task.status}
          >
            {t(`adminDeployments.taskStatuses.${name}`)}
          </Tag>
        );
      },
    },
    {
      key: 'configuration',
      title: t('adminDeployments.configuration'),
      render: (_, task) => <DeploymentTaskConfigurationCell configuration={task.configuration} />,
    },
    {
      key: 'updatedAt',
      title: t('adminDeployments.updated'),
      render: (_, task) => formatDateTime(task.updatedAt, DEPLOYMENT_DATE_FORMAT),
    },
    {
      key: 'action',
      title: t('adminDeployments.action'),
      render: (_, task) => {
        const url = deploymentPortalUrl(task);
        if (!url) return null;
        return (
          <Tooltip title={t('adminDeployments.openInPortal')}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('adminDeployments.openInPortal')}
              data-testid="deployment-task-portal"
            >
              <ExportOutlined />
            </a>
          </Tooltip>
        );
      },
    },
  ];
  return (
    <PagedTable<DeploymentTask>
      testId="deployment-tasks"
      useList={useList}
      rowKey="id"
      size="middle"
      columns={columns}
      defaultSort={DEPLOYMENT_TASKS_DEFAULT_SORT}
      searchable={false}
      refreshesItself
      onRow={(task) => ({ 'data-task': task.resourceName }) as React.HTMLAttributes<HTMLElement>}
      emptyText={t('adminDeployments.noTasks')}
    />
  );
}
