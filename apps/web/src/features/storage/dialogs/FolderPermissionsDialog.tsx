// Folder user permissions and folder application permissions (workspace.md section 2): who may use
// the folder, changes collected locally and sent on Save, one role assignment request per principal.
// The people to add are the engagement's, searched and paged on the server (issue 26); those who
// already have access are offered disabled.
import { useMemo, useState } from 'react';
import { App, Button, Flex, List, Segmented, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, type ScopedPrincipal } from '@cairn/contracts';
import { engagementPrincipalChoices } from '../../../shared/api/engagements/engagementPrincipalChoices';
import { useFolderHolders } from '../../../shared/api/authorization/useFolderHolders';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
import { FormDialog } from '../../../shared/components/FormDialog';
import { RemoteSearchSelect } from '../../../shared/components/RemoteSearchSelect';
import {
  addPrincipal,
  FOLDER_ROLES,
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
  const useChoices = useMemo(() => engagementPrincipalChoices(engagementId, kind), [engagementId, kind]);
  const save = useUpdateRoleAssignments();
  const [changes, setChanges] = useState(NO_CHANGES);
  // The labels of those added from the picker: its page may be gone by the time they are listed.
  const [addedLabels, setAddedLabels] = useState<Record<string, string>>({});
  // The role each addition gets, chosen before picking (contributor: read and write; reader: read).
  const [role, setRole] = useState<string>(ROLE_NAMES.folderContributor);
  const [addedRoles, setAddedRoles] = useState<Record<string, string>>({});
  const roleLabel = (name: string) =>
    name === ROLE_NAMES.folderReader
      ? t('storage.permissions.reader')
      : name === ROLE_NAMES.folderContributor
        ? t('storage.permissions.contributor')
        : name;

  const holders = (holdersQuery.data ?? []).filter((p) => p.principalType === kind);
  const current = withChanges(
    holders.map((h) => h.principalId),
    changes,
  );
  const label = (p: Pick<ScopedPrincipal, 'name' | 'principalId'>) =>
    kind === 'User' ? `${p.name} (${p.principalId})` : p.name;
  const labelOf = (id: string) => {
    const holder = holders.find((p) => p.principalId === id);
    return holder ? label(holder) : (addedLabels[id] ?? id);
  };
  const dirty = changes.added.length > 0 || changes.removed.length > 0;

  const close = () => {
    setChanges(NO_CHANGES);
    setAddedRoles({});
    onClose();
  };
  // The changes are this dialog's state, not form fields: Save sends them (FormDialog closes after).
  const submit = async () => {
    const actions = toPrincipalActions(kind, scope, changes, holders, addedRoles);
    const { refused } = await save.mutateAsync(actions);
    if (refused.length === 0) {
      void message.success(t('storage.permissions.saved'));
    } else {
      // The server refuses one principal's action at a time (422); the others were saved.
      const names = refused.map(([{ principalId }]) => labelOf(principalId)).join(', ');
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
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('storage.permissions.newAccess')}</Typography.Text>
          <Segmented
            data-testid="folder-permission-role"
            value={role}
            onChange={(value) => setRole(String(value))}
            options={FOLDER_ROLES.map((name) => ({
              value: name,
              label: (
                <Tooltip
                  title={t(
                    name === ROLE_NAMES.folderReader
                      ? 'storage.permissions.readerHint'
                      : 'storage.permissions.contributorHint',
                  )}
                >
                  {roleLabel(name)}
                </Tooltip>
              ),
            }))}
          />
        </Flex>
        <RemoteSearchSelect
          style={{ width: '100%' }}
          placeholder={t(users ? 'storage.permissions.addUser' : 'storage.permissions.addApplication')}
          value={null}
          useChoices={useChoices}
          toOption={(p) => ({
            value: p.principalId,
            label: label(p),
            disabled: current.includes(p.principalId),
          })}
          onChange={(id, option) => {
            if (typeof id !== 'string') return;
            const chosen = Array.isArray(option) ? undefined : option;
            setAddedLabels((known) => ({ ...known, [id]: chosen?.label ?? id }));
            setAddedRoles((known) => ({ ...known, [id]: role }));
            setChanges((c) => addPrincipal(c, id));
          }}
          testId="folder-principal-select"
        />
        <Typography.Text type="secondary">{t('storage.permissions.withAccess')}</Typography.Text>
        <List
          size="small"
          bordered
          loading={holdersQuery.isPending}
          locale={{ emptyText: t('storage.permissions.nobody') }}
          dataSource={current}
          renderItem={(id) => {
            const name = labelOf(id);
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
                  {(
                    holders.find((h) => h.principalId === id)?.roleNames ?? [
                      addedRoles[id] ?? ROLE_NAMES.folderContributor,
                    ]
                  )
                    .filter((r) => (FOLDER_ROLES as readonly string[]).includes(r))
                    .map((r) => (
                      <Tag key={r} data-testid="folder-permission-role-tag">
                        {roleLabel(r)}
                      </Tag>
                    ))}
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
              names: changes.removed
                .map((id) => holders.find((p) => p.principalId === id)?.name ?? id)
                .join(', '),
            })}
          </Typography.Text>
        )}
      </Flex>
    </FormDialog>
  );
}
