// The head of the Files and Tables tabs: the current version (opens the history with restore), the
// process type (gain data or FX rate), and the reason when editing is locked.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Segmented } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GAIN_PROCESS_TYPES, type GainProcessType } from '@cairn/contracts';
import type { GainImportConfigEditor } from './useGainImportConfigEditor';
import { GainImportConfigurationHistoryDialog } from './dialogs/GainImportConfigurationHistoryDialog';

export function GainImportConfigToolbar({
  editor,
  children,
}: {
  editor: GainImportConfigEditor;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [history, setHistory] = useState(false);
  const version = editor.current.data?.version ?? 0;
  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Segmented<GainProcessType>
          value={editor.processType}
          onChange={editor.setProcessType}
          options={GAIN_PROCESS_TYPES.map((value) => ({
            value,
            label: (
              <span data-testid={`gain-process-type-${value}`}>
                {t(`gainImportConfig.processTypes.${value}`)}
              </span>
            ),
          }))}
          data-testid="gain-process-type"
        />
        <Button
          icon={<HistoryOutlined />}
          onClick={() => setHistory(true)}
          disabled={!editor.current.data}
          data-testid="gain-config-version"
          data-version={version}
        >
          {version === 0 ? t('gainImportConfig.noVersion') : t('gainImportConfig.version', { version })}
        </Button>
        {children}
      </Flex>
      {editor.lock.locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={editor.lock.reason ?? t('gainImportConfig.locked')}
          data-testid="gain-config-locked"
        />
      )}
      {history && (
        <GainImportConfigurationHistoryDialog
          engagementId={editor.engagementId}
          processType={editor.processType}
          canRestore={editor.canRestore}
          onClose={() => setHistory(false)}
        />
      )}
    </>
  );
}
