// New folder (workspace.md section 5): display name required, the system name derived from it as the
// user types (contracts' folderSystemName), metadata rows; folderNameTaken comes from the server.
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { folderSystemName, rules } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { reportError } from '../../../shared/api/reportError';
import { antdRule } from '../../../shared/validation/antdRules';
import { useCreateFolder } from '../api/useCreateFolder';
import { rowsToMetadata, type MetadataRow } from '../storageObjects';
import { MetadataFields } from './MetadataFields';

interface Props {
  open: boolean;
  engagementId: string;
  purpose: string;
  parent: readonly string[];
  onClose: () => void;
}

interface Values {
  displayName: string;
  metadata: MetadataRow[];
}

export function NewFolderDialog({ open, engagementId, purpose, parent, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const displayName = Form.useWatch('displayName', form) ?? '';
  const create = useCreateFolder(engagementId, purpose);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    create.mutate(
      { parent, displayName: values.displayName.trim(), metadata: rowsToMetadata(values.metadata) },
      {
        onSuccess: (folder) => {
          void message.success(t('storage.folderAdded', { name: folder.displayName }));
          close();
        },
        onError: (error) => {
          const field = isApiError(error)
            ? error.fieldErrors.find((f) => f.field === 'displayName')
            : undefined;
          if (!field) return reportError(error);
          const text = field.key === 'folderNameTaken' ? t('storage.folderNameTaken') : field.message;
          form.setFields([{ name: 'displayName', errors: [text] }]);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      width={500}
      title={t('storage.newFolder')}
      okText={t('common.save')}
      cancelText={t('storage.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={create.isPending}
      onCancel={close}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="new-folder-form"
        initialValues={{ metadata: [] }}
      >
        <Form.Item
          name="displayName"
          label={t('storage.displayName')}
          required
          rules={[antdRule(rules.required, t)]}
          extra={
            <span data-testid="new-folder-system-name">
              {t('storage.systemName')}{' '}
              <Typography.Text code>
                {displayName.trim() ? folderSystemName(displayName) : '…'}
              </Typography.Text>
            </span>
          }
        >
          <Input autoFocus maxLength={100} data-testid="new-folder-name" />
        </Form.Item>
        <MetadataFields />
      </Form>
    </Modal>
  );
}
