// Upload (workspace.md sections 2 and 8): several files, one request and one progress bar each;
// 'uploaded files' with the names, 415 -> 'This file extension is not supported', a full storage or a
// file over the upload limit said so (uploadProblem.ts), else 'file upload failed'. Files the purpose
// does not accept (contracts' extensionAllowed) are not sent at all.
import { useState } from 'react';
import { App, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { extensionAllowed } from '@cairn/contracts';
import { storageKeys } from '../../../shared/api/storage/keys';
import { uploadFile } from '../../../shared/api/storage/uploadFile';
import { uploadProblemOf } from './uploadProblem';

interface Props {
  open: boolean;
  engagementId: string;
  purpose: string;
  folder: readonly string[];
  allowedExtensions: string[];
  onClose: () => void;
}

interface Row {
  file: File;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  problem?: string;
}

const PROGRESS_STATUS = {
  waiting: 'normal',
  uploading: 'active',
  done: 'success',
  failed: 'exception',
} as const;

export function UploadDialog({ open, engagementId, purpose, folder, allowedExtensions, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const change = (file: File, next: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.file === file ? { ...r, ...next } : r)));

  const uploadOne = async (row: Row): Promise<string[]> => {
    change(row.file, { status: 'uploading' });
    try {
      const result = await uploadFile({
        engagementId,
        purpose,
        folder,
        file: row.file,
        onProgress: (percent) => change(row.file, { percent }),
      });
      change(row.file, { status: 'done', percent: 100 });
      return result.resultingFileNames;
    } catch (error) {
      const problem = t(`storage.upload.${uploadProblemOf(error)}`);
      change(row.file, { status: 'failed', problem });
      void message.error(`${problem}: ${row.file.name}`);
      return [];
    }
  };

  const start = async () => {
    setBusy(true);
    const names = (await Promise.all(rows.filter((r) => r.status === 'waiting').map(uploadOne))).flat();
    setBusy(false);
    if (names.length) void message.success(t('storage.upload.uploaded', { names: names.join(', ') }));
    await queryClient.invalidateQueries({ queryKey: storageKeys.folder(engagementId, purpose, folder) });
  };

  const choose = (file: File) => {
    const refused = !extensionAllowed(purpose, file.name);
    setRows((current) => [
      ...current.filter((r) => r.file.name !== file.name || r.status !== 'waiting'),
      refused
        ? { file, percent: 0, status: 'failed', problem: t('storage.upload.unsupported') }
        : { file, percent: 0, status: 'waiting' },
    ]);
    return false; // antd does not send it; start() does, with progress
  };

  const close = () => {
    if (busy) return;
    setRows([]);
    onClose();
  };
  const waiting = rows.some((r) => r.status === 'waiting');

  return (
    <Modal
      open={open}
      width={640}
      title={t('storage.upload.title')}
      onCancel={close}
      maskClosable={!busy}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={busy} data-testid="upload-close">
          {t('storage.close')}
        </Button>,
        // The confirm button appears only when there is something to send.
        waiting || busy ? (
          <Button
            key="start"
            type="primary"
            loading={busy}
            onClick={() => void start()}
            data-testid="upload-start"
          >
            {t('storage.upload.start')}
          </Button>
        ) : null,
      ]}
    >
      <Flex vertical gap={12} data-testid="upload-dialog">
        <Upload.Dragger
          multiple
          accept={allowedExtensions.join(',')}
          showUploadList={false}
          beforeUpload={choose}
          disabled={busy}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('storage.upload.choose')}</p>
          <p className="ant-upload-hint">
            {t('storage.upload.allowed', { extensions: allowedExtensions.join(', ') })}
          </p>
        </Upload.Dragger>
        {rows.map((row, index) => (
          <div key={`${row.file.name}-${index}`} data-testid="upload-row" data-status={row.status}>
            <Flex justify="space-between" align="center">
              <Typography.Text ellipsis>{row.file.name}</Typography.Text>
              {row.status === 'waiting' && !busy && (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('storage.upload.remove', { name: row.file.name })}
                  onClick={() => setRows((current) => current.filter((r) => r !== row))}
                />
              )}
            </Flex>
            <Progress
              percent={row.percent}
              size="small"
              status={PROGRESS_STATUS[row.status]}
              data-testid={`upload-progress-${index}`}
            />
            {row.problem && <Typography.Text type="danger">{row.problem}</Typography.Text>}
          </div>
        ))}
      </Flex>
    </Modal>
  );
}
