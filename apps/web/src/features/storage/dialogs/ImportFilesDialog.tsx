// Import file dialog (workspace.md section 2): the selected files, each with a tick; the confirm
// button shows only when at least one is ticked. Confirming starts one import run and says so, with
// the way to its run page and to the Import monitor. In a gain engagement the run is a gain import
// (or the FX-rate process or reprocess).
import { useState } from 'react';
import { App, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorageObject } from '@cairn/contracts';
import { useGainFileAction } from '../../../shared/api/gainBatches/useGainFileAction';
import { useImportFiles } from '../../../shared/api/pipelines/useImportFiles';
import { runPageAddress } from '../../pipelines/runStatus';
import { canConfirmImport, importDialogKey, importRequest, type ImportMode } from '../importSelection';

interface Props {
  engagementId: string;
  mode: ImportMode;
  /** A gain engagement: import and reprocess start a gain import run (modules/gain batches). */
  gain?: boolean;
  /** The folder on screen. */
  path: readonly string[];
  files: StorageObject[];
  nameOf: (object: StorageObject) => string;
  onClose: () => void;
  onStarted: () => void;
}

export function ImportFilesDialog({
  engagementId,
  mode,
  gain,
  path,
  files,
  nameOf,
  onClose,
  onStarted,
}: Props) {
  const { t } = useTranslation();
  const { notification, message } = App.useApp();
  const navigate = useNavigate();
  const importFiles = useImportFiles(engagementId);
  const gainAction = useGainFileAction(engagementId);
  const [ticked, setTicked] = useState<string[]>(() => files.map((f) => f.fullPath));
  const chosen = files.filter((f) => ticked.includes(f.fullPath));

  const started = (run: { id: string }) => {
    const key = `import-${run.id}`;
    // Following a link closes the notice: it has done its job.
    const go = (address: string) => {
      notification.destroy(key);
      navigate(address);
    };
    notification.info({
      key,
      title: t(importDialogKey(mode, 'Started'), { count: chosen.length }),
      description: (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => go(runPageAddress(run.id))} data-testid="import-open-run">
            {t('importArea.dialog.openRun')}
          </Button>
          <Button size="small" onClick={() => go('/import/monitor')} data-testid="import-open-monitor">
            {t('importArea.dialog.openMonitor')}
          </Button>
        </Flex>
      ),
    });
    onStarted();
  };
  const failed = () => {
    if (mode !== 'import') void message.error(t('importArea.dialog.errorReprocessing'));
  };
  const fileNames = chosen.map((f) => f.actualName);
  const confirm = () => {
    if (!gain) {
      importFiles.mutate(importRequest(path, fileNames), { onSuccess: started, onError: failed });
      return;
    }
    const kind = mode === 'fxRateProcess' || mode === 'fxRateReprocess' ? mode : 'import';
    gainAction.mutate(
      { kind, action: { path: path.join('/'), fileNames } },
      { onSuccess: (runs) => runs[0] && started(runs[0]), onError: failed },
    );
  };

  return (
    <Modal
      open
      width={500}
      title={t(importDialogKey(mode, 'Title'))}
      onCancel={onClose}
      data-testid="import-dialog"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('importArea.dialog.cancel')}</Button>
          {canConfirmImport(ticked) && (
            <Button
              type="primary"
              loading={importFiles.isPending || gainAction.isPending}
              onClick={confirm}
              data-testid="import-confirm"
            >
              {t(importDialogKey(mode, 'Confirm'), { count: chosen.length })}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {files.length ? t(importDialogKey(mode, 'Help')) : t('importArea.dialog.nothingSelected')}
        </Typography.Text>
        <Checkbox.Group
          value={ticked}
          onChange={(next) => setTicked(next as string[])}
          style={{ width: '100%' }}
        >
          <Flex
            vertical
            gap={6}
            style={{ maxHeight: 320, overflowY: 'auto' }}
            data-testid="import-dialog-files"
          >
            {files.map((file) => (
              <Checkbox key={file.fullPath} value={file.fullPath} data-testid="import-dialog-file">
                <FileOutlined /> {nameOf(file)}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Flex>
    </Modal>
  );
}
