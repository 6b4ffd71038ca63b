// The tasks of one deployment (route tenants/{tenantId}/deployments/{deploymentId}): the deployment's
// name, status and start, and its tasks table (paged on the server, in running order); asked again
// every few seconds while it runs.
import { Link, useParams } from 'react-router';
import { Descriptions, Result, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEPLOYMENT_DATE_FORMAT, DEPLOYMENT_TASKS_DEFAULT_SORT, type PagedQuery } from '@cairn/contracts';
import { isApiError } from '../../../../shared/api/ApiError';
import { useDeploymentTasks } from '../../../../shared/api/deployments/useDeploymentTasks';
import { formatDateTime } from '../../../../shared/format/dates';
import { tenantAddress } from '../tenantAddress';
import { usePagedTableQuery } from '../../../../shared/components/usePagedTableQuery';
import { DeploymentStatusTag } from './DeploymentStatusTag';
import { DeploymentTasksTable } from './tables/DeploymentTasksTable';

export function TenantDeploymentTasksPage() {
  const { t } = useTranslation();
  const { tenantId = '', deploymentId = '' } = useParams();
  // The page on screen, for the deployment above the list (the same request as the list's).
  const tasks = useDeploymentTasks(
    tenantId,
    deploymentId,
    usePagedTableQuery({ defaultSort: DEPLOYMENT_TASKS_DEFAULT_SORT, searchable: false }),
  );
  const useList = (query: PagedQuery) => useDeploymentTasks(tenantId, deploymentId, query);
  const back = (
    <Link to={tenantAddress(tenantId, 'deployments')} data-testid="deployment-back">
      <ArrowLeftOutlined /> {t('adminDeployments.backToDeployments')}
    </Link>
  );
  if (tasks.isError) {
    const missing = isApiError(tasks.error) && (tasks.error.status === 404 || tasks.error.status === 400);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'adminDeployments.notFound' : 'adminDeployments.loadFailed')}
        extra={back}
        data-testid="deployment-not-found"
      />
    );
  }
  const deployment = tasks.data?.deployment;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      {deployment ? (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
          <Descriptions.Item label={t('adminDeployments.name')}>
            <Typography.Text strong data-testid="deployment-name">
              {deployment.name}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDeployments.status')}>
            <DeploymentStatusTag status={deployment.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDeployments.started')}>
            {formatDateTime(deployment.createdAt, DEPLOYMENT_DATE_FORMAT)}
            {deployment.startedBy ? <Tag style={{ marginLeft: 8 }}>{deployment.startedBy}</Tag> : null}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <DeploymentTasksTable useList={useList} />
    </Space>
  );
}
