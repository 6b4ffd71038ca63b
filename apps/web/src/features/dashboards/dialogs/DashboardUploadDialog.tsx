// Uploading a dashboard file. For Cairn dashboards the dialog says what a definition is and offers
// an example to start from, the JSON Schema an editor checks the file with, and the guide's page;
// a refused file says why in the dialog. (A Power BI report is a .pbix: no dialog needed.)
import { useRef, useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { DownloadOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MODAL_WIDTH } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { definitionSchemaAddress } from '../../../shared/api/dashboards/useDashboardBuilder';
import { useUploadDashboard } from '../../../shared/api/dashboards/useUploadDashboard';
import { EXAMPLE_DEFINITION_YAML } from '../builder/exampleDefinition';
import { download } from '../builder/exportDefinition';

interface Props {
  engagementId: string;
  extensions: string[];
  /** Cairn definitions get the explanation, example and schema. */
  cairn: boolean;
  open: boolean;
  onClose: () => void;
}

export function DashboardUploadDialog({ engagementId, extensions, cairn, open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDashboard(engagementId);
  const [chosen, setChosen] = useState<string | null>(null);
  const error = upload.error;
  const reason = !error
    ? null
    : isApiError(error) && error.status === 415
      ? t('dashboards.unsupportedExtension')
      : error.message;
  const close = () => {
    upload.reset();
    setChosen(null);
    onClose();
  };
  return (
    <>
      {/* Outside the dialog, so a file can be given to it whether or not the dialog is open. */}
      <input
        ref={input}
        type="file"
        hidden
        accept={extensions.join(',')}
        data-testid="dashboard-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setChosen(file.name);
          upload.mutate(file, {
            onSuccess: (d) => {
              void message.success(t('dashboards.uploaded', { name: d.name }));
              close();
            },
          });
        }}
      />
      <Modal
        open={open}
        width={MODAL_WIDTH.wide}
        title={t('dashboards.uploadTitle')}
        onCancel={close}
        data-testid="dashboard-upload-dialog"
        footer={[
          <Button key="cancel" onClick={close}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="choose"
            type="primary"
            icon={<UploadOutlined />}
            loading={upload.isPending}
            data-testid="dashboard-upload-choose"
            onClick={() => input.current?.click()}
          >
            {t('dashboards.chooseFile')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          {cairn ? t('dashboards.uploadIntroCairn') : t('dashboards.uploadIntroPowerBi')}
        </Typography.Paragraph>
        {cairn && (
          <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
            <Button
              icon={<DownloadOutlined />}
              data-testid="dashboard-example"
              onClick={() => download(EXAMPLE_DEFINITION_YAML, 'example-dashboard.yaml', 'application/yaml')}
            >
              {t('dashboards.downloadExample')}
            </Button>
            <Button
              icon={<FileTextOutlined />}
              href={definitionSchemaAddress(engagementId)}
              download="dashboards.schema.json"
              data-testid="dashboard-schema"
            >
              {t('dashboards.schema')}
            </Button>
            <Link to="/manual#dashboards-upload">{t('dashboards.howToWrite')}</Link>
          </Flex>
        )}
        <Typography.Text type="secondary">
          {t('dashboards.acceptedTypes', { types: extensions.join(', ') })}
        </Typography.Text>
        {chosen && upload.isPending && (
          <Typography.Paragraph style={{ marginTop: 8 }}>
            {t('dashboards.uploading', { name: chosen })}
          </Typography.Paragraph>
        )}
        {reason && (
          <Alert
            type="error"
            showIcon
            data-testid="dashboard-upload-error"
            title={reason}
            style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}
          />
        )}
      </Modal>
    </>
  );
}
