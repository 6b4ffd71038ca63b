// /dashboards (workspace.md DashboardOverview): the capacity switches, New dashboard and Upload
// (writers; shown disabled with the reason to others; the list refreshes 1337 ms after an upload), and the engagement's dashboards (Name, Id) with open, open in a new
// tab and delete. The page gate sends users without dashboard pages or the permission to Overview.
import { useState } from 'react';
import { Space, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE, type DashboardSummary, type PagedQuery } from '@cairn/contracts';
import { useDashboards } from '../../shared/api/dashboards/useDashboards';
import { PagedTable } from '../../shared/components/PagedTable';
import { PageHeader } from '../../shared/components/PageHeader';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { CapacityToggles } from './capacities/CapacityToggles';
import { fullScreenAddress } from './DashboardDetailsPage';
import { DashboardActions } from './DashboardActions';
import { DashboardDeleteDialog } from './dialogs/DashboardDeleteDialog';
import { IconAction } from '../../shared/components/IconAction';

const FIRST_PAGE: PagedQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '-uploadedAt' };

export function DashboardsPage() {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<DashboardSummary | null>(null);
  // What the caller may do with the list (upload, file types) comes with every page of it: the first
  // page is the one the table shows by default, so this shares its answer.
  const listAbilities = useDashboards(engagementId, FIRST_PAGE).data?.abilities;
  const useList = (query: PagedQuery) => useDashboards(engagementId, query);
  if (!engagementId) return null;

  return (
    <div data-testid="dashboards-page">
      <PageHeader title={t('menu.dashboards')} />
      <div style={{ marginBottom: 16 }}>
        <CapacityToggles provider={listAbilities?.provider} />
      </div>
      <PagedTable<DashboardSummary>
        testId="dashboards"
        useList={useList}
        rowKey="id"
        defaultSort="-uploadedAt"
        emptyText={t('dashboards.noDashboards')}
        actions={listAbilities && <DashboardActions engagementId={engagementId} abilities={listAbilities} />}
        onRow={(d) => ({ onDoubleClick: () => navigate(`/dashboards/${d.id}`) })}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('dashboards.name'), sorter: true },
          {
            key: 'id',
            dataIndex: 'id',
            title: t('dashboards.id'),
            render: (id: string) => (
              <Typography.Text copyable code>
                {id}
              </Typography.Text>
            ),
          },
          {
            key: 'actions',
            title: t('dashboards.actions'),
            width: 150,
            render: (_: unknown, d: DashboardSummary) => (
              <Space size={0}>
                <IconAction
                  title={t('dashboards.open')}
                  icon={<FolderOpenOutlined />}
                  label={`${t('dashboards.open')}: ${d.name}`}
                  data-testid="dashboard-open"
                  onClick={() => navigate(`/dashboards/${d.id}`)}
                />
                <IconAction
                  title={t('dashboards.openInNewTab')}
                  icon={<ExportOutlined />}
                  label={`${t('dashboards.openInNewTab')}: ${d.name}`}
                  data-testid="dashboard-open-new-tab"
                  href={fullScreenAddress(d.id)}
                  target="_blank"
                  rel="noopener"
                />
                {d.abilities.delete && (
                  <IconAction
                    title={t('dashboards.delete')}
                    danger
                    icon={<DeleteOutlined />}
                    label={`${t('dashboards.delete')}: ${d.name}`}
                    data-testid="dashboard-delete-button"
                    onClick={() => setDeleting(d)}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      <DashboardDeleteDialog
        engagementId={engagementId}
        dashboard={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
