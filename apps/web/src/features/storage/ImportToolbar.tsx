// Import actions above the import storage's table: import or reprocess the ticked files (users who
// may start pipelines; in a gain engagement also the FX-rate process and reprocess), and the import
// settings of the folder on screen (folder writers).
import { Button, Flex, Typography } from 'antd';
import { CloudUploadOutlined, DollarOutlined, RedoOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportMode } from './importSelection';

interface Props {
  canImport: boolean;
  /** Ticked files each action would take. */
  counts: Record<ImportMode, number>;
  selectedCount: number;
  onImport: (mode: ImportMode) => void;
  /** The folder's settings; absent at a purpose's root or for readers. */
  onFolderSettings?: () => void;
  /** A gain engagement: also the FX-rate process and reprocess. */
  gain?: boolean;
}

export function ImportToolbar({ canImport, counts, selectedCount, onImport, onFolderSettings, gain }: Props) {
  const { t } = useTranslation();
  if (!canImport && !onFolderSettings) return null;
  return (
    <Flex gap={8} align="center" wrap data-testid="import-toolbar">
      {canImport && (
        <>
          <Typography.Text type="secondary" data-testid="import-selected-count">
            {t('importArea.toolbar.selected', { count: selectedCount })}
          </Typography.Text>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={counts.import === 0}
            onClick={() => onImport('import')}
            data-testid="import-files"
          >
            {t('importArea.toolbar.import', { count: counts.import })}
          </Button>
          <Button
            icon={<RedoOutlined />}
            disabled={counts.reprocess === 0}
            onClick={() => onImport('reprocess')}
            data-testid="reprocess-files"
          >
            {t('importArea.toolbar.reprocess', { count: counts.reprocess })}
          </Button>
          {gain && (
            <>
              <Button
                icon={<DollarOutlined />}
                disabled={counts.fxRateProcess === 0}
                onClick={() => onImport('fxRateProcess')}
                data-testid="fx-rate-process-files"
              >
                {t('gainBatches.toolbar.fxRateProcess', { count: counts.fxRateProcess })}
              </Button>
              <Button
                icon={<RedoOutlined />}
                disabled={counts.fxRateReprocess === 0}
                onClick={() => onImport('fxRateReprocess')}
                data-testid="fx-rate-reprocess-files"
              >
                {t('gainBatches.toolbar.fxRateReprocess', { count: counts.fxRateReprocess })}
              </Button>
            </>
          )}
        </>
      )}
      {onFolderSettings && (
        <Button icon={<SettingOutlined />} onClick={onFolderSettings} data-testid="import-folder-settings">
          {t('importArea.toolbar.folderSettings')}
        </Button>
      )}
    </Flex>
  );
}
