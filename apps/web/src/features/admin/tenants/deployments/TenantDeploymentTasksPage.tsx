// The tasks of one deployment (route tenants/{tenantId}/deployments/{deploymentId}): the deployment's
// name, status and start, and its tasks table; asked again every few seconds while it runs.
import { Link, useParams } from 'react-router';
import { Descriptions, Result, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEPLOYMENT_DATE_FORMAT } from '@cairn/contracts';
import { isApiError } from '../../../../shared/api/ApiError';
import { useDeploymentTasks } from '../../../../shared/api/deployments/useDeploymentTasks';
import { formatDateTime } from '../../../../shared/format/dates';
import { tenantAddress } from '../tenantAddress';
import { DeploymentStatusTag } from './DeploymentStatusTag';
import { DeploymentTasksTable } from './tables/DeploymentTasksTable';

export function TenantDeploymentTasksPage() {
  const { t } = useTranslation();
  const { tenantId = '', deploymentId = '' } = useParams();
  const tasks = useDeploymentTasks(tenantId, deploymentId);
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="deployment-tasks">
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
      <DeploymentTasksTable tasks={tasks.data?.tasks ?? []} loading={tasks.isPending} />
    </Space>
  );
}
