// Upload: several files, one progress bar each; the spec's messages for the outcome.
import { useState } from 'react';
import { App, Button, Modal, Progress, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  allowedExtensions: string[];
  onClose: () => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ status: number }>;
  onDone: () => void;
}

interface Row {
  file: File;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
}

export function UploadDialog({ open, allowedExtensions, onClose, upload, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const update = (index: number, change: Partial<Row>) => setRows((current) => current.map((r, i) => (i === index ? { ...r, ...change } : r)));

  const start = async () => {
    setBusy(true);
    const uploaded: string[] = [];
    for (const [index, row] of rows.entries()) {
      update(index, { status: 'uploading' });
      const { status } = await upload(row.file, (percent) => update(index, { percent }));
      if (status === 200) {
        uploaded.push(row.file.name);
        update(index, { status: 'done', percent: 100 });
      } else {
        update(index, { status: 'failed' });
        message.error(status === 415 ? t('storage.upload.unsupported') : t('storage.upload.failed'));
      }
    }
    setBusy(false);
    if (uploaded.length) message.success(t('storage.upload.uploaded', { names: uploaded.join(', ') }));
    onDone();
  };
  const close = () => {
    if (busy) return;
    setRows([]);
    onClose();
  };
  return (
    <Modal
      open={open}
      width={640}
      title={t('storage.upload.title')}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close} disabled={busy}>{t('storage.close')}</Button>,
        <Button key="start" type="primary" loading={busy} disabled={!rows.some((r) => r.status === 'waiting')} onClick={start} data-testid="upload-start">
          {t('storage.upload.start')}
        </Button>,
      ]}
    >
      <Upload
        multiple
        accept={allowedExtensions.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          setRows((current) => [...current, { file, percent: 0, status: 'waiting' }]);
          return false; // we upload ourselves, with progress, when the user starts
        }}
      >
        <Button icon={<UploadOutlined />} disabled={busy} data-testid="upload-choose">{t('storage.upload.choose')}</Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('storage.upload.allowed', { extensions: allowedExtensions.join(', ') })}
      </Typography.Paragraph>
      {rows.map((row, index) => (
        <div key={`${row.file.name}-${index}`} data-testid="upload-row">
          <Typography.Text>{row.file.name}</Typography.Text>
          <Progress percent={row.percent} status={row.status === 'failed' ? 'exception' : row.status === 'done' ? 'success' : 'active'} size="small" />
        </div>
      ))}
    </Modal>
  );
}
