// Folder user permissions and folder application permissions (workspace.md section 2): who may use
// the folder, changes collected locally and sent on Save, one role assignment request per principal.
import { useState } from 'react';
import { App, Button, Flex, List, Select, Tag, Typography, type ButtonProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScopedPrincipal } from '@cairn/contracts';
import { useEngagementPrincipals } from '../../../shared/api/engagements/useEngagementPrincipals';
import { useFolderHolders } from '../../../shared/api/authorization/useFolderHolders';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
import { FormDialog } from '../../../shared/components/FormDialog';
import {
  addPrincipal,
  NO_CHANGES,
  removePrincipal,
  toPrincipalActions,
  withChanges,
} from './folderAccessChanges';

interface Props {
  kind: ScopedPrincipal['principalType'];
  open: boolean;
  engagementId: string;
  /** The folder's scope (storageScope of contracts). */
  scope: string;
  folderName: string;
  onClose: () => void;
}

export function FolderPermissionsDialog({ kind, open, engagementId, scope, folderName, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const holdersQuery = useFolderHolders(scope, open);
  const principalsQuery = useEngagementPrincipals(engagementId, open);
  const save = useUpdateRoleAssignments();
  const [changes, setChanges] = useState(NO_CHANGES);

  const holders = (holdersQuery.data ?? []).filter((p) => p.principalType === kind);
  const principals = (principalsQuery.data ?? []).filter((p) => p.principalType === kind);
  const current = withChanges(
    holders.map((h) => h.principalId),
    changes,
  );
  const available = principals.filter((p) => !current.includes(p.principalId));
  const find = (id: string) =>
    holders.find((p) => p.principalId === id) ?? principals.find((p) => p.principalId === id);
  const label = (p: ScopedPrincipal) => (kind === 'User' ? `${p.name} (${p.principalId})` : p.name);
  const dirty = changes.added.length > 0 || changes.removed.length > 0;

  const close = () => {
    setChanges(NO_CHANGES);
    onClose();
  };
  // The changes are this dialog's state, not form fields: Save sends them (FormDialog closes after).
  const submit = async () => {
    const actions = toPrincipalActions(kind, scope, changes, holders);
    const { refused } = await save.mutateAsync(actions);
    if (refused.length === 0) {
      void message.success(t('storage.permissions.saved'));
    } else {
      // The server refuses one principal's action at a time (422); the others were saved.
      const names = refused
        .map(([{ principalId }]) => {
          const principal = find(principalId);
          return principal ? label(principal) : principalId;
        })
        .join(', ');
      if (refused.length === actions.length) void message.error(t('storage.permissions.notSaved', { names }));
      else void message.warning(t('storage.permissions.partlySaved', { names }));
    }
  };

  const users = kind === 'User';
  return (
    <FormDialog
      open={open}
      width="wide"
      title={t(users ? 'storage.permissions.usersTitle' : 'storage.permissions.applicationsTitle', {
        name: folderName,
      })}
      cancelText={t('storage.cancel')}
      onSubmit={submit}
      onClose={close}
      okButtonProps={{ disabled: !dirty, 'data-testid': 'folder-permissions-save' } as ButtonProps}
      testId="folder-permissions"
    >
      <Flex vertical gap={12} data-testid={users ? 'folder-users-dialog' : 'folder-applications-dialog'}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          placeholder={t(users ? 'storage.permissions.addUser' : 'storage.permissions.addApplication')}
          value={null}
          loading={principalsQuery.isPending}
          onChange={(id: string) => setChanges((c) => addPrincipal(c, id))}
          options={available.map((p) => ({ value: p.principalId, label: label(p) }))}
          notFoundContent={t('storage.permissions.noneAvailable')}
          data-testid="folder-principal-select"
        />
        <Typography.Text type="secondary">{t('storage.permissions.withAccess')}</Typography.Text>
        <List
          size="small"
          bordered
          loading={holdersQuery.isPending}
          locale={{ emptyText: t('storage.permissions.nobody') }}
          dataSource={current}
          renderItem={(id) => {
            const principal = find(id);
            const name = principal ? label(principal) : id;
            return (
              <List.Item
                data-testid="folder-permission-holder"
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('storage.permissions.remove', { name })}
                    onClick={() => setChanges((c) => removePrincipal(c, id))}
                  />,
                ]}
              >
                <Flex gap={8} align="center" wrap>
                  <span>{name}</span>
                  {changes.added.includes(id) && (
                    <Tag color="green">{t('storage.permissions.pendingAdd')}</Tag>
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
        {changes.removed.length > 0 && (
          <Typography.Text type="warning" data-testid="folder-permission-pending-removals">
            {t('storage.permissions.pendingRemovals', {
              names: changes.removed.map((id) => find(id)?.name ?? id).join(', '),
            })}
          </Typography.Text>
        )}
      </Flex>
    </FormDialog>
  );
}
