// The Deployments tab of Tenant details (admin-console.md "Deployments"): the tenant's deployments by
// name, newest first and paged on the server (a row opens its tasks), Export ARM template, and — with
// the local provider — what deployments provisioned on this server. Asked again while a deployment runs.
// Tenant details and the Compose tab import TenantDeployButton and TenantDeploymentTasksPage from here.
import { Link, useNavigate } from 'react-router';
import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEPLOYMENT_DATE_FORMAT,
  DEPLOYMENTS_DEFAULT_SORT,
  type Deployment,
  type PagedQuery,
} from '@cairn/contracts';
import { armTemplatesAddress } from '../../../../shared/api/deployments/armTemplatesAddress';
import { useTenantDeployments } from '../../../../shared/api/deployments/useTenantDeployments';
import { PagedTable } from '../../../../shared/components/PagedTable';
import { formatDateTime } from '../../../../shared/format/dates';
import { usePagedTableQuery } from '../../../../shared/components/usePagedTableQuery';
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
  // The page on screen, for the abilities and provider beside the list (the same request as the list's).
  const deployments = useTenantDeployments(
    tenantId,
    usePagedTableQuery({ defaultSort: DEPLOYMENTS_DEFAULT_SORT, searchable: false }),
  );
  const useList = (query: PagedQuery) => useTenantDeployments(tenantId, query);
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
      <Card>
        <PagedTable<Deployment>
          title={t('adminDeployments.title')}
          testId="deployments"
          useList={useList}
          columns={columns}
          rowKey="id"
          size="middle"
          defaultSort={DEPLOYMENTS_DEFAULT_SORT}
          searchable={false}
          refreshesItself
          actions={
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
          onRow={(d) =>
            ({
              'data-deployment-id': d.id,
              style: { cursor: 'pointer' },
              onClick: () => navigate(deploymentAddress(tenantId, d.id)),
            }) as React.HTMLAttributes<HTMLElement>
          }
          emptyText={t('adminDeployments.noDeployments')}
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
