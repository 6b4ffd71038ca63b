// Roles overview (admin-console.md section 2 "Applications, roles, permissions"): the paged list, a
// New role button for those who may change roles at /platform, the role form (new, edit, view) and
// the delete confirmation; 'roleInfoSaved' and 'roleRemoved' as toasts (section 8).
import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleListItem } from '@cairn/contracts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { AdminOverviewPage } from '../../../shared/components/AdminOverviewPage';
import { useDeleteRole } from '../../../shared/api/authorization/useDeleteRole';
import { useRoles } from '../../../shared/api/authorization/useRoles';
import { RoleFormDialog, type RoleDialogMode } from './dialogs/RoleFormDialog';
import { useRoleColumns } from './tables/roleColumns';

export function RolesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<RoleDialogMode | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleListItem | undefined>(undefined);
  const remove = useDeleteRole();
  const columns = useRoleColumns({
    onEdit: (role) => setDialog({ kind: 'edit', name: role.name }),
    onView: (role) => setDialog({ kind: 'view', name: role.name }),
    onDelete: setDeleting,
  });

  return (
    <AdminOverviewPage<RoleListItem>
      area="roles"
      columns={columns}
      useList={useRoles}
      onCreate={() => setDialog({ kind: 'new' })}
    >
      {dialog && <RoleFormDialog mode={dialog} onClose={() => setDialog(undefined)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('adminRoles.confirmDeleteRole')}
        target={deleting?.name ?? ''}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.name);
          void message.success(t('adminRoles.roleRemoved'));
        }}
        onClose={() => setDeleting(undefined)}
        testId="role-delete"
      />
    </AdminOverviewPage>
  );
}
