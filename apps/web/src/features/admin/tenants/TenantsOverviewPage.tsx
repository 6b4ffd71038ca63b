// Tenants overview (admin-console.md "Tenants overview"): the row count, a filter applied from 3
// characters after 500 ms, the paged list (10 a page, pager hidden with one page), New tenant (name and
// removable; hidden on AWS and without Infra.Tenant.Writer at /platform; 'saved'), and a row opens the
// tenant's details (its name is a link too, for the keyboard).
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tenant } from '@cairn/contracts';
import { useTenants } from '../../../shared/api/tenants/useTenants';
import { AdminOverviewPage } from '../../../shared/components/AdminOverviewPage';
import { TenantCreateDialog } from './dialogs/TenantCreateDialog';
import { TenantDeploymentStatusTag } from './TenantDeploymentStatusTag';
import { tenantAddress } from './tenantAddress';

export function TenantsOverviewPage() {
  const { t } = useTranslation();

  const columns: TableColumnsType<Tenant> = [
    {
      key: 'name',
      title: t('adminTenants.name'),
      sorter: true,
      render: (_, tenant) => (
        <Link
          to={tenantAddress(tenant.id)}
          onClick={(event) => event.stopPropagation()}
          data-testid={`tenant-open-${tenant.id}`}
        >
          {tenant.name}
        </Link>
      ),
    },
    {
      key: 'id',
      dataIndex: 'id',
      title: t('adminTenants.id'),
      render: (id: string) => <Typography.Text type="secondary">{id}</Typography.Text>,
    },
    {
      key: 'deploymentStatus',
      title: t('adminTenants.deploymentStatus'),
      width: 220,
      render: (_, tenant) => <TenantDeploymentStatusTag status={tenant.deploymentStatus} />,
    },
  ];

  return (
    <AdminOverviewPage<Tenant>
      area="tenants"
      columns={columns}
      useList={useTenants}
      rowAddress={(tenant) => tenantAddress(tenant.id)}
      createDialog={(open, close) => <TenantCreateDialog open={open} onClose={close} />}
    />
  );
}
