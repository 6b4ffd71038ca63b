// What the local provider made for the tenant on this server: storage roots (with the storage
// configuration an engagement's Storage tab takes to keep its files there), warehouses (a file, or a
// database on the PostgreSQL warehouse server that the engagement selecting it keeps its tables in), git
// repositories and secret namespaces. A resource removed from the composition keeps its data.
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Provision } from '@cairn/contracts';
import { useTenantProvisions } from '../../../../../shared/api/deployments/useTenantProvisions';

export function TenantProvisionsTable({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const provisions = useTenantProvisions(tenantId);
  const columns: TableColumnsType<Provision> = [
    { key: 'resourceName', title: t('adminDeployments.resource'), dataIndex: 'resourceName' },
    { key: 'resourceType', title: t('adminDeployments.resourceType'), dataIndex: 'resourceType' },
    {
      key: 'kind',
      title: t('adminDeployments.provisioned'),
      render: (_, p) => (
        <>
          <Tag data-testid="provision-kind">{t(`adminDeployments.kinds.${p.kind}`)}</Tag>
          {p.composed ? null : <Tag color="warning">{t('adminDeployments.keptNotComposed')}</Tag>}
        </>
      ),
    },
    {
      key: 'location',
      title: t('adminDeployments.location'),
      render: (_, p) => (
        <Typography.Text code copyable data-testid="provision-location">
          {p.location}
        </Typography.Text>
      ),
    },
    {
      key: 'use',
      title: t('adminDeployments.howToUse'),
      render: (_, p) =>
        p.storageConfiguration ? (
          <span data-testid="provision-storage-configuration">
            {t('adminDeployments.useAsStorage', { implementation: p.storageConfiguration.implementation })}{' '}
            <Typography.Text code copyable>
              {p.storageConfiguration.configuration}
            </Typography.Text>
          </span>
        ) : p.postgresDatabase ? (
          <span data-testid="provision-postgres-database">
            {t('adminDeployments.useAsWarehouse', p.postgresDatabase)}
          </span>
        ) : null,
    },
  ];
  return (
    <Table<Provision>
      data-testid="provisions-table"
      rowKey={(p) => `${p.resourceType}|${p.resourceName}`}
      size="small"
      columns={columns}
      dataSource={provisions.data ?? []}
      loading={provisions.isPending}
      onRow={(p) => ({ 'data-resource': p.resourceName }) as React.HTMLAttributes<HTMLElement>}
      pagination={false}
      locale={{ emptyText: t('adminDeployments.noProvisions') }}
    />
  );
}
