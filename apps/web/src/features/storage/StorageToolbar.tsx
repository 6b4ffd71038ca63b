// Above the table: the actual/display name switch (remembered locally) and the folder's actions.
// New folder and upload show to whoever may open the folder: disabled, saying why, for those who may
// only read it (issue 27); upload not at all where no one may upload (a purpose's root).
import { Button, Flex, Switch, Tooltip, Typography } from 'antd';
import { ApiOutlined, FolderAddOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  showActualNames: boolean;
  onShowActualNames: (on: boolean) => void;
  canCreateFolder: boolean;
  canUpload: boolean;
  /** Why the caller may not write in this folder (reader access): new folder shows disabled with it. */
  writeUnavailable?: string;
  /** Uploads belong in this folder (whoever may make them): upload shows disabled with `writeUnavailable`. */
  uploadsBelongHere: boolean;
  /** Folder permission dialogs for the folder on screen (not for a purpose's root). */
  canManageAccess: boolean;
  onNewFolder: () => void;
  onUpload: () => void;
  onPermissions: (kind: 'User' | 'Application') => void;
  /** Why new folders and uploads are disabled (a signed-off gain engagement), shown on the buttons. */
  lockedReason?: string;
}

export function StorageToolbar(props: Props) {
  const { t } = useTranslation();
  const newFolderUnavailable = props.canCreateFolder ? props.lockedReason : props.writeUnavailable;
  const uploadUnavailable = props.canUpload
    ? props.lockedReason
    : props.uploadsBelongHere
      ? props.writeUnavailable
      : undefined;
  return (
    <Flex gap={8} wrap align="center" justify="flex-end">
      <Flex gap={8} align="center" component="label">
        <Switch
          size="small"
          checked={props.showActualNames}
          onChange={props.onShowActualNames}
          data-testid="actual-name-switch"
        />
        <Typography.Text>{t('storage.showActualNames')}</Typography.Text>
      </Flex>
      {props.canManageAccess && (
        <>
          <Button
            icon={<TeamOutlined />}
            onClick={() => props.onPermissions('User')}
            data-testid="folder-users"
          >
            {t('storage.permissions.usersButton')}
          </Button>
          <Button
            icon={<ApiOutlined />}
            onClick={() => props.onPermissions('Application')}
            data-testid="folder-applications"
          >
            {t('storage.permissions.applicationsButton')}
          </Button>
        </>
      )}
      {(props.canCreateFolder || newFolderUnavailable) && (
        <Tooltip title={newFolderUnavailable}>
          <Button
            icon={<FolderAddOutlined />}
            onClick={props.onNewFolder}
            disabled={!!newFolderUnavailable}
            aria-description={newFolderUnavailable}
            data-testid="new-folder"
          >
            {t('storage.newFolder')}
          </Button>
        </Tooltip>
      )}
      {(props.canUpload || uploadUnavailable) && (
        <Tooltip title={uploadUnavailable}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={props.onUpload}
            disabled={!!uploadUnavailable}
            aria-description={uploadUnavailable}
            data-testid="upload"
          >
            {t('storage.upload.title')}
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}
