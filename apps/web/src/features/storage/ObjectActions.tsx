// Row actions (workspace.md sections 2 and 6): download (files), edit metadata (writers; not for
// virtual folders, which have no record to hold it), delete (writers, files only, confirmed), and the
// folder user and application permission dialogs (authorization writers, not in gain engagements),
// and in the import storage the import settings of folders and files (folder writers).
import type { ComponentProps } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import {
  ApiOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StorageObject } from '@cairn/contracts';
import { isFolder } from './storageObjects';

export interface ObjectActionHandlers {
  onDownload: (object: StorageObject) => void;
  onEditMetadata: (object: StorageObject) => void;
  onDelete: (object: StorageObject) => void;
  onPermissions: (object: StorageObject, kind: 'User' | 'Application') => void;
  /** Import settings (import storage, folder writers); absent where they do not apply. */
  onImportSettings?: (object: StorageObject) => void;
}

interface Props extends ObjectActionHandlers {
  object: StorageObject;
  name: string;
  canWrite: boolean;
  canManageAccess: boolean;
}

function Action({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} {...props} />
    </Tooltip>
  );
}

export function ObjectActions({ object, name, canWrite, canManageAccess, ...on }: Props) {
  const { t } = useTranslation();
  const file = !isFolder(object);
  return (
    <Space size={0}>
      {file && (
        <Action
          label={t('storage.downloadName', { name })}
          icon={<DownloadOutlined />}
          onClick={() => on.onDownload(object)}
        />
      )}
      {canWrite && object.type !== 'VirtualFolder' && (
        <Action
          label={t('storage.editMetadata', { name })}
          icon={<EditOutlined />}
          onClick={() => on.onEditMetadata(object)}
        />
      )}
      {on.onImportSettings && object.type !== 'VirtualFolder' && (
        <Action
          label={t('importArea.settings.of', { name })}
          icon={<SettingOutlined />}
          onClick={() => on.onImportSettings?.(object)}
          data-testid="import-settings-action"
        />
      )}
      {canManageAccess && !file && (
        <>
          <Action
            label={t('storage.permissions.usersOf', { name })}
            icon={<TeamOutlined />}
            onClick={() => on.onPermissions(object, 'User')}
          />
          <Action
            label={t('storage.permissions.applicationsOf', { name })}
            icon={<ApiOutlined />}
            onClick={() => on.onPermissions(object, 'Application')}
          />
        </>
      )}
      {canWrite && file && (
        <Popconfirm
          title={t('storage.deleteConfirm', { name })}
          okText={t('storage.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('storage.cancel')}
          onConfirm={() => on.onDelete(object)}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('storage.deleteName', { name })}
          />
        </Popconfirm>
      )}
    </Space>
  );
}
