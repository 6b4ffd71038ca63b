// Roles overview (admin-console.md section 2 "Applications, roles, permissions"): the paged list, a
// New role button for those who may change roles at /platform, the role form (new, edit, view) and
// the delete confirmation; 'roleInfoSaved' and 'roleRemoved' as toasts (section 8).
import { useState } from 'react';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, PLATFORM_SCOPE, type RoleListItem } from '@cairn/contracts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useDeleteRole } from '../../../shared/api/authorization/useDeleteRole';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { RoleFormDialog, type RoleDialogMode } from './dialogs/RoleFormDialog';
import { RolesTable } from './tables/RolesTable';

export function RolesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const [dialog, setDialog] = useState<RoleDialogMode | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleListItem | undefined>(undefined);
  const remove = useDeleteRole();

  return (
    <>
      <PageHeader title={t('userMenu.roles')} />
      <RolesTable
        actions={
          permissions.can(PERMISSIONS.authorizationWriter) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'new' })}
              data-testid="role-new"
            >
              {t('adminRoles.newRole')}
            </Button>
          )
        }
        onEdit={(role) => setDialog({ kind: 'edit', name: role.name })}
        onView={(role) => setDialog({ kind: 'view', name: role.name })}
        onDelete={setDeleting}
      />
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
    </>
  );
}
