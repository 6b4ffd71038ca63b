// The Deployments tab of Tenant details (admin-console.md "Deployments"): the tenant's deployments by
// name, newest first (a row opens its tasks), Export ARM template, and — with the local provider —
// what deployments provisioned on this server. Asked again while a deployment runs.
// Tenant details and the Compose tab import TenantDeployButton and TenantDeploymentTasksPage from here.
import { Link, useNavigate } from 'react-router';
import { Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEPLOYMENT_DATE_FORMAT, type Deployment } from '@cairn/contracts';
import { armTemplatesAddress } from '../../../../shared/api/deployments/armTemplatesAddress';
import { useTenantDeployments } from '../../../../shared/api/deployments/useTenantDeployments';
import { formatDateTime } from '../../../../shared/format/dates';
import { DeploymentStatusTag } from './DeploymentStatusTag';
import { TenantProvisionsTable } from './tables/TenantProvisionsTable';

export { TenantDeployButton, type TenantDeployButtonProps } from './TenantDeployButton';
export { TenantDeploymentTasksPage } from './TenantDeploymentTasksPage';

export interface TenantDeploymentsTabProps {
  tenantId: string;
}

export const deploymentAddress = (tenantId: string, deploymentId: string) =>
  `/tenants/${encodeURIComponent(tenantId)}/deployments/${encodeURIComponent(deploymentId)}`;

export function TenantDeploymentsTab({ tenantId }: TenantDeploymentsTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deployments = useTenantDeployments(tenantId);
  const results = deployments.data?.results ?? [];
  const columns: TableColumnsType<Deployment> = [
    {
      key: 'name',
      title: t('adminDeployments.name'),
      render: (_, d) => (
        <Link
          to={deploymentAddress(tenantId, d.id)}
          onClick={(e) => e.stopPropagation()}
          data-testid="deployment-link"
        >
          {d.name}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('adminDeployments.status'),
      render: (_, d) => <DeploymentStatusTag status={d.status} />,
    },
    {
      key: 'tasks',
      title: t('adminDeployments.tasks'),
      render: (_, d) =>
        t('adminDeployments.taskCounts', {
          succeeded: d.succeededCount,
          total: d.taskCount,
          failed: d.failedCount,
        }),
    },
    {
      key: 'started',
      title: t('adminDeployments.started'),
      render: (_, d) => formatDateTime(d.createdAt, DEPLOYMENT_DATE_FORMAT),
    },
    { key: 'startedBy', title: t('adminDeployments.startedBy'), render: (_, d) => d.startedBy ?? '' },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="deployments-tab">
      <Card
        title={
          <span>
            {t('adminDeployments.title')}{' '}
            <Typography.Text type="secondary" data-testid="deployments-count" data-count={results.length}>
              ({results.length})
            </Typography.Text>
          </span>
        }
        extra={
          deployments.data?.abilities.exportArmTemplates ? (
            <Button
              icon={<DownloadOutlined />}
              href={armTemplatesAddress(tenantId)}
              download
              data-testid="arm-export"
            >
              {t('adminDeployments.exportArmTemplate')}
            </Button>
          ) : null
        }
      >
        <Table<Deployment>
          data-testid="deployments-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={results}
          loading={deployments.isPending}
          pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          onRow={(d) =>
            ({
              'data-deployment-id': d.id,
              style: { cursor: 'pointer' },
              onClick: () => navigate(deploymentAddress(tenantId, d.id)),
            }) as React.HTMLAttributes<HTMLElement>
          }
          locale={{ emptyText: t('adminDeployments.noDeployments') }}
        />
      </Card>
      {deployments.data?.provider === 'local' ? (
        <Card title={t('adminDeployments.provisionsTitle')} data-testid="provisions">
          <Typography.Paragraph type="secondary">{t('adminDeployments.provisionsHelp')}</Typography.Paragraph>
          <TenantProvisionsTable tenantId={tenantId} />
        </Card>
      ) : null}
    </Space>
  );
}
