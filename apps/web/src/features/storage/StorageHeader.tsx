// Storage overview header (workspace.md section 2): title, the counts of the folder's folders and
// files (all of them, from the server, not only the page on screen) when not zero, and the selector
// of storage configurations.
import { Flex, Select, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorageConfiguration } from '@cairn/contracts';
import { PageHeader } from '../../shared/components/PageHeader';
import { useFormatNumber } from '../../shared/format/numbers';
import { configurationLabel, selectableConfigurations, storageManagerAddress } from './storageObjects';

interface Props {
  purpose: string;
  configurations: StorageConfiguration[] | undefined;
  /** The folder's folders (virtual ones included) and files; none while it loads. */
  counts: { folders: number; files: number } | undefined;
}

export function StorageHeader({ purpose, configurations, counts }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { folders, files } = counts ?? { folders: 0, files: 0 };
  const formatNumber = useFormatNumber();
  const choices = selectableConfigurations(configurations ?? []);

  return (
    <PageHeader
      title={t('menu.storage')}
      subtitle={
        (folders > 0 || files > 0) && (
          <Flex gap={4} component="span" data-testid="storage-counts">
            {folders > 0 && (
              <Tag data-testid="storage-folder-count">
                {t('storage.folderCount', { count: folders, formatted: formatNumber(folders) })}
              </Tag>
            )}
            {files > 0 && (
              <Tag data-testid="storage-file-count">
                {t('storage.fileCount', { count: files, formatted: formatNumber(files) })}
              </Tag>
            )}
          </Flex>
        )
      }
      extra={
        <Select
          style={{ minWidth: 240 }}
          value={configurations ? purpose : undefined}
          loading={!configurations}
          // Choosing a configuration opens its root.
          onChange={(next: string) => navigate(storageManagerAddress(next))}
          options={choices.map((c) => ({ value: c.storagePurpose, label: configurationLabel(c) }))}
          aria-label={t('storage.purpose')}
          data-testid="storage-purpose-select"
        />
      }
    />
  );
}
