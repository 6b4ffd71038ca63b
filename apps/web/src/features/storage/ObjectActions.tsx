// Row actions (workspace.md sections 2 and 6): download (files), edit metadata (not for virtual
// folders, which have no record to hold it), delete (files only, confirmed), the folder user and
// application permission dialogs, and in the import storage the import settings of folders and files.
// Which of them show is the folder listing's `abilities` (the server's folder policy), never a rule here.
import { Button, Popconfirm, Space } from 'antd';
import {
  ApiOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FolderAbilities, StorageObject } from '@cairn/contracts';
import { IconAction } from '../../shared/components/IconAction';
import { isFolder } from './storageObjects';

export interface ObjectActionHandlers {
  onDownload: (object: StorageObject) => void;
  onEditMetadata: (object: StorageObject) => void;
  onDelete: (object: StorageObject) => void;
  onPermissions: (object: StorageObject, kind: 'User' | 'Application') => void;
  /** Import settings (abilities.editImportSettings); absent where they do not apply. */
  onImportSettings?: (object: StorageObject) => void;
  /** Why deleting is disabled here (a signed-off gain engagement), shown on the disabled button. */
  deleteLockedReason?: string;
}

interface Props extends ObjectActionHandlers {
  object: StorageObject;
  name: string;
  /** The listed folder's abilities; no buttons but download while they are unknown. */
  abilities: FolderAbilities | undefined;
}

export function ObjectActions({ object, name, abilities, ...on }: Props) {
  const { t } = useTranslation();
  const file = !isFolder(object);
  return (
    <Space size={0}>
      {file && (
        <IconAction
          title={t('storage.downloadName', { name })}
          icon={<DownloadOutlined />}
          onClick={() => on.onDownload(object)}
        />
      )}
      {abilities?.updateMetadata && object.type !== 'VirtualFolder' && (
        <IconAction
          title={t('storage.editMetadata', { name })}
          icon={<EditOutlined />}
          onClick={() => on.onEditMetadata(object)}
        />
      )}
      {on.onImportSettings && object.type !== 'VirtualFolder' && (
        <IconAction
          title={t('importArea.settings.of', { name })}
          icon={<SettingOutlined />}
          onClick={() => on.onImportSettings?.(object)}
          data-testid="import-settings-action"
        />
      )}
      {abilities?.manageAccess && !file && (
        <>
          <IconAction
            title={t('storage.permissions.usersOf', { name })}
            icon={<TeamOutlined />}
            onClick={() => on.onPermissions(object, 'User')}
          />
          <IconAction
            title={t('storage.permissions.applicationsOf', { name })}
            icon={<ApiOutlined />}
            onClick={() => on.onPermissions(object, 'Application')}
          />
        </>
      )}
      {abilities?.deleteFiles && file && on.deleteLockedReason && (
        <IconAction
          title={on.deleteLockedReason}
          danger
          disabled
          icon={<DeleteOutlined />}
          data-testid="storage-delete-locked"
        />
      )}
      {abilities?.deleteFiles && file && !on.deleteLockedReason && (
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
