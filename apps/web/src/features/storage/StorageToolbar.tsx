// Above the table: the actual/display name switch (remembered locally) and the folder's actions.
import { Button, Flex, Switch, Tooltip, Typography } from 'antd';
import { ApiOutlined, FolderAddOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  showActualNames: boolean;
  onShowActualNames: (on: boolean) => void;
  canCreateFolder: boolean;
  canUpload: boolean;
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
      {props.canCreateFolder && (
        <Tooltip title={props.lockedReason}>
          <Button
            icon={<FolderAddOutlined />}
            onClick={props.onNewFolder}
            disabled={!!props.lockedReason}
            data-testid="new-folder"
          >
            {t('storage.newFolder')}
          </Button>
        </Tooltip>
      )}
      {props.canUpload && (
        <Tooltip title={props.lockedReason}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={props.onUpload}
            disabled={!!props.lockedReason}
            data-testid="upload"
          >
            {t('storage.upload.title')}
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}
