// /dashboards (workspace.md DashboardOverview): the capacity switches, the upload for writers (the
// list refreshes 1337 ms later), and the engagement's dashboards (Name, Id) with open, open in a new
// tab and delete. The page gate sends users without dashboard pages or the permission to Overview.
import { useRef, useState } from 'react';
import { Alert, App, Button, Space, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined, FolderOpenOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE, type DashboardSummary, type PagedQuery } from '@cairn/contracts';
import { isApiError } from '../../shared/api/ApiError';
import { useDashboards } from '../../shared/api/dashboards/useDashboards';
import { useUploadDashboard } from '../../shared/api/dashboards/useUploadDashboard';
import { PagedTable } from '../../shared/components/PagedTable';
import { PageHeader } from '../../shared/components/PageHeader';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { CapacityToggles } from './capacities/CapacityToggles';
import { fullScreenAddress } from './DashboardDetailsPage';
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
        <CapacityToggles />
      </div>
      <PagedTable<DashboardSummary>
        testId="dashboards"
        useList={useList}
        rowKey="id"
        defaultSort="-uploadedAt"
        emptyText={t('dashboards.noDashboards')}
        actions={
          listAbilities?.upload && (
            <DashboardUpload engagementId={engagementId} extensions={listAbilities.fileExtensions} />
          )
        }
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

/** The upload button (writers): the provider's file types; a refused file says why beside it. */
function DashboardUpload({ engagementId, extensions }: { engagementId: string; extensions: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDashboard(engagementId);
  const error = upload.error;
  const reason = !error
    ? null
    : isApiError(error) && error.status === 415
      ? t('dashboards.unsupportedExtension')
      : error.message;
  return (
    <Space orientation="vertical" size={4}>
      <input
        ref={input}
        type="file"
        hidden
        accept={extensions.join(',')}
        data-testid="dashboard-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (d) => void message.success(t('dashboards.uploaded', { name: d.name })),
          });
        }}
      />
      <Button
        type="primary"
        icon={<UploadOutlined />}
        loading={upload.isPending}
        data-testid="dashboard-upload"
        onClick={() => input.current?.click()}
      >
        {t('dashboards.upload')}
      </Button>
      {reason && (
        <Alert
          type="error"
          showIcon
          closable
          data-testid="dashboard-upload-error"
          title={reason}
          style={{ maxWidth: 520, whiteSpace: 'pre-wrap' }}
          onClose={() => upload.reset()}
        />
      )}
    </Space>
  );
}
