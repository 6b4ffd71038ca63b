// Confirmation before a dashboard is deleted (workspace.md section 2); the dashboardDeleted toast after.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@cairn/contracts';
import { useDeleteDashboard } from '../../../shared/api/dashboards/useDeleteDashboard';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';

export function DashboardDeleteDialog({
  engagementId,
  dashboard,
  onClose,
}: {
  engagementId: string;
  dashboard: DashboardSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteDashboard(engagementId);
  return (
    <ConfirmDialog
      open={!!dashboard}
      title={t('dashboards.confirmDelete')}
      target={dashboard?.name ?? ''}
      testId="dashboard-delete"
      onClose={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(dashboard!.id);
        void message.success(t('dashboards.dashboardDeleted'));
      }}
    />
  );
}
