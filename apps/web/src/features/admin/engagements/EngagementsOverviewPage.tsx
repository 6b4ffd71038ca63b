// Engagements overview (admin-console.md "Engagements overview"): a search applied from 3 characters,
// the paged list (10 a page) of name and id with a details link, and New engagement (name and tenant;
// hidden on AWS and without Engagements.Writer at /platform; 'new engagement added').
import { Typography, type TableColumnsType } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EngagementAdmin } from '@cairn/contracts';
import { useEngagementsAdmin } from '../../../shared/api/engagements/useEngagementsAdmin';
import { AdminOverviewPage } from '../../../shared/components/AdminOverviewPage';
import { EngagementCreateDialog } from './dialogs/EngagementCreateDialog';

export const engagementAddress = (engagementId: string, tab = 'general') =>
  `/engagements/${encodeURIComponent(engagementId)}/${tab}`;

export function EngagementsOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const columns: TableColumnsType<EngagementAdmin> = [
    { key: 'name', dataIndex: 'name', title: t('adminEngagements.name'), sorter: true },
    {
      key: 'id',
      dataIndex: 'id',
      title: t('adminEngagements.id'),
      render: (id: string) => <Typography.Text type="secondary">{id}</Typography.Text>,
    },
    {
      key: 'details',
      title: t('adminEngagements.details'),
      width: 120,
      render: (_, engagement) => (
        <Link
          to={engagementAddress(engagement.id)}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('adminEngagements.openDetails', { name: engagement.name })}
          data-testid={`engagement-open-${engagement.id}`}
        >
          {t('adminEngagements.details')} <RightOutlined />
        </Link>
      ),
    },
  ];

  return (
    <AdminOverviewPage<EngagementAdmin>
      area="engagements"
      columns={columns}
      useList={useEngagementsAdmin}
      rowAddress={(engagement) => engagementAddress(engagement.id)}
      createDialog={(open, close) => (
        <EngagementCreateDialog
          open={open}
          onClose={close}
          onCreated={(id) => navigate(engagementAddress(id))}
        />
      )}
    />
  );
}
