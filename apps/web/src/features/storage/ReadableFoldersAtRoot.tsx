// The import storage's root for someone who may read only folders below it (folder-level roles):
// instead of a "No access" dialog on every visit, the one readable folder opens, and several are
// listed here to choose from. Someone who may read none still gets the dialog (NoAccessDialog).
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { List, Result } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReachableFolder } from '@cairn/contracts';
import type { FolderAddress } from './storageObjects';

interface Props {
  purpose: string;
  /** The folders below the root the caller may read (never empty here). */
  folders: ReachableFolder[];
  folderAddress: FolderAddress;
}

export function ReadableFoldersAtRoot({ purpose, folders, folderAddress }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const only = folders.length === 1 ? folderAddress(purpose, folders[0].path) : null;
  useEffect(() => {
    if (only) void navigate(only, { replace: true });
  }, [navigate, only]);
  if (only) return null;
  return (
    <Result
      icon={<FolderOutlined />}
      title={t('storage.readableFoldersTitle')}
      subTitle={t('storage.readableFoldersText')}
      data-testid="storage-readable-folders"
      extra={
        <List
          style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}
          bordered
          dataSource={folders}
          renderItem={(folder) => (
            <List.Item>
              <Link to={folderAddress(purpose, folder.path)} data-testid="storage-readable-folder">
                {folder.displayNames.join(' / ')}
              </Link>
            </List.Item>
          )}
        />
      }
    />
  );
}
