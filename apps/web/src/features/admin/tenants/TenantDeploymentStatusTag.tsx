// A tenant's deployment status (admin-console.md section 4): 1 is a deployment in progress (the lock),
// 2 the last deployment failed (deployments-api.ts TENANT_DEPLOYMENT_STATUS); any other value is idle.
import { Tag } from 'antd';
import { CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TENANT_DEPLOYMENT_STATUS } from '@cairn/contracts';

export function TenantDeploymentStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const running = status === TENANT_DEPLOYMENT_STATUS.inProgress;
  const failed = status === TENANT_DEPLOYMENT_STATUS.failed;
  const label = running
    ? 'adminTenants.deploymentInProgress'
    : failed
      ? 'adminTenants.lastDeploymentFailed'
      : 'adminTenants.noDeploymentRunning';
  return (
    <Tag
      color={running ? 'processing' : failed ? 'error' : 'default'}
      icon={running ? <SyncOutlined spin /> : failed ? <CloseCircleOutlined /> : undefined}
      title={t('adminTenants.statusNumber', { status })}
      data-testid="tenant-deployment-status"
      data-status={status}
    >
      {t(label)}
    </Tag>
  );
}
