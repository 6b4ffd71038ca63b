// Permissions overview (admin-console.md section 2): the paged list, a New permission button for those
// who may change the catalogue at /platform, the permission form (new, edit) and the delete
// confirmation. After a delete the list reloads after PERMISSION_DELETE_RELOAD_MS (section 9);
// 'permissionInfoSaved' and 'permissionRemoved' as toasts (section 8).
import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSION_DELETE_RELOAD_MS, type PermissionDefinitionItem } from '@cairn/contracts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { AdminOverviewPage } from '../../../shared/components/AdminOverviewPage';
import { afterCatalogueChange } from '../../../shared/api/authorization/roleMutations';
import { useDeletePermission } from '../../../shared/api/authorization/useDeletePermission';
import { usePermissionDefinitions } from '../../../shared/api/authorization/usePermissionDefinitions';
import { PermissionFormDialog } from './dialogs/PermissionFormDialog';
import { usePermissionColumns } from './tables/permissionColumns';

type Dialog = { kind: 'new' } | { kind: 'edit'; permission: PermissionDefinitionItem };

export function PermissionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const [deleting, setDeleting] = useState<PermissionDefinitionItem | undefined>(undefined);
  const remove = useDeletePermission();
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  const columns = usePermissionColumns({
    onEdit: (permission) => setDialog({ kind: 'edit', permission }),
    onDelete: setDeleting,
  });

  return (
    <AdminOverviewPage<PermissionDefinitionItem>
      area="permissions"
      columns={columns}
      useList={usePermissionDefinitions}
      onCreate={() => setDialog({ kind: 'new' })}
    >
      {dialog && (
        <PermissionFormDialog
          permission={dialog.kind === 'edit' ? dialog.permission : undefined}
          onClose={() => setDialog(undefined)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('adminPermissions.confirmDeletePermission')}
        target={deleting?.name ?? ''}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.name);
          void message.success(t('adminPermissions.permissionRemoved'));
          clearTimeout(reload.current);
          reload.current = setTimeout(
            () => void afterCatalogueChange(queryClient),
            PERMISSION_DELETE_RELOAD_MS,
          );
        }}
        onClose={() => setDeleting(undefined)}
        testId="permission-delete"
      />
    </AdminOverviewPage>
  );
}
