// Folder user or application permissions: changes are collected and applied on Save. Adding one
// removes it from the available list and cancels a pending removal; removing does the reverse.
import { useMemo, useState } from 'react';
import { App, Button, List, Modal, Select, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, type RoleAssignmentUpdate } from '@cairn/contracts';
import { reportError } from '../../../shared/api/reportError';
import { applyRoleAssignments, useEngagementPrincipals, useFolderHolders } from '../api/storageApi';

interface Props {
  kind: 'User' | 'Application';
  open: boolean;
  engagementId: string;
  scope: string;
  onClose: () => void;
}

export function FolderPrincipalsDialog({ kind, open, engagementId, scope, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const holders = useFolderHolders(scope, open);
  const principals = useEngagementPrincipals(engagementId, open);
  const [added, setAdded] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const ofKind = (list = principals.data ?? []) => list.filter((p) => p.principalType === kind);
  const current = useMemo(() => {
    const held = ofKind(holders.data).filter((p) => p.roleNames.includes(ROLE_NAMES.folderContributor)).map((p) => p.principalId);
    return [...held.filter((id) => !removed.includes(id)), ...added];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holders.data, added, removed, kind]);
  const nameOf = (id: string) => [...ofKind(), ...ofKind(holders.data)].find((p) => p.principalId === id)?.name ?? id;
  const available = ofKind().filter((p) => !current.includes(p.principalId));

  const add = (id: string) => (removed.includes(id) ? setRemoved(removed.filter((r) => r !== id)) : setAdded([...added, id]));
  const remove = (id: string) => (added.includes(id) ? setAdded(added.filter((a) => a !== id)) : setRemoved([...removed, id]));
  const close = () => {
    setAdded([]);
    setRemoved([]);
    onClose();
  };
  const save = async () => {
    const update = (principalId: string, action: 'Add' | 'Remove'): RoleAssignmentUpdate => ({ principalId, principalType: kind, roleName: ROLE_NAMES.folderContributor, scope, action });
    setSaving(true);
    try {
      await applyRoleAssignments([...added.map((id) => update(id, 'Add')), ...removed.map((id) => update(id, 'Remove'))]);
      message.success(t('storage.permissions.saved'));
      await holders.refetch();
      close();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  const title = kind === 'User' ? t('storage.permissions.usersTitle') : t('storage.permissions.applicationsTitle');
  return (
    <Modal open={open} width={500} title={title} onCancel={close} onOk={save} okText={t('common.save')} confirmLoading={saving} okButtonProps={{ disabled: !added.length && !removed.length }} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          showSearch
          style={{ width: '100%' }}
          placeholder={kind === 'User' ? t('storage.permissions.addUser') : t('storage.permissions.addApplication')}
          value={null}
          onChange={(id: string) => add(id)}
          optionFilterProp="label"
          options={available.map((p) => ({ value: p.principalId, label: kind === 'User' ? `${p.name} (${p.principalId})` : p.name }))}
          data-testid="folder-principal-select"
        />
        <Typography.Text type="secondary">{t('storage.permissions.withAccess')}</Typography.Text>
        <List
          size="small"
          bordered
          loading={holders.isPending}
          locale={{ emptyText: t('storage.permissions.nobody') }}
          dataSource={current}
          renderItem={(id) => (
            <List.Item actions={[<Button key="remove" type="text" icon={<DeleteOutlined />} aria-label={t('storage.permissions.remove', { name: nameOf(id) })} onClick={() => remove(id)} />]}>
              {nameOf(id)}
            </List.Item>
          )}
        />
      </Space>
    </Modal>
  );
}
