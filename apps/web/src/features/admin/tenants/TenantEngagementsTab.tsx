// Tenant details' Engagements tab (admin-console.md section 2): the count and a table of name and id,
// with an icon that opens the engagement's details.
import { Card, Empty, Table, Tooltip, Typography } from 'antd';
import { RightCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenantEngagement } from '@cairn/contracts';
import { useTenantEngagements } from '../../../shared/api/tenants/useTenantEngagements';

export function TenantEngagementsTab({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const engagements = useTenantEngagements(tenantId);
  const rows = engagements.data ?? [];
  return (
    <Card
      title={
        <>
          {t('adminTenants.engagementsTitle')}{' '}
          <Typography.Text type="secondary" data-testid="tenant-engagements-count" data-count={rows.length}>
            {t('pagedTable.total', { total: rows.length })}
          </Typography.Text>
        </>
      }
      data-testid="tenant-engagements"
    >
      <Table<TenantEngagement>
        rowKey="id"
        loading={engagements.isPending}
        dataSource={rows}
        pagination={false}
        data-testid="tenant-engagements-table"
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminTenants.noEngagement')} />
          ),
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('adminTenants.name') },
          {
            key: 'id',
            dataIndex: 'id',
            // The rows are engagements, so the id is the engagement's, not the tenant's.
            title: t('adminTenants.engagementId'),
            render: (id: string) => <Typography.Text type="secondary">{id}</Typography.Text>,
          },
          {
            key: 'open',
            width: 90,
            title: t('adminTenants.details'),
            render: (_, engagement) => (
              <Tooltip title={t('adminTenants.openEngagement')}>
                <Link
                  to={`/engagements/${encodeURIComponent(engagement.id)}/general`}
                  aria-label={t('adminTenants.openEngagementOf', { name: engagement.name })}
                  data-testid={`tenant-engagement-open-${engagement.id}`}
                  style={{ padding: '4px 8px' }}
                >
                  <RightCircleOutlined />
                </Link>
              </Tooltip>
            ),
          },
        ]}
      />
    </Card>
  );
}
