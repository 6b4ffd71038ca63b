// New folder: a display name and metadata; the system name is derived as the user types.
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { folderSystemName } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { reportError } from '../../../shared/api/reportError';
import { MetadataFields, toMap, type MetadataRow } from './MetadataFields';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreate: (input: { displayName: string; metadata: Record<string, string> }) => Promise<unknown>;
}

export function NewFolderDialog({ open, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ displayName: string; metadata: MetadataRow[] }>();
  const displayName = Form.useWatch('displayName', form) ?? '';
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onCreate({ displayName: values.displayName.trim(), metadata: toMap(values.metadata) });
      form.resetFields();
      onClose();
    } catch (error) {
      const taken = isApiError(error) && error.fieldErrors.some((f) => f.key === 'folderNameTaken');
      if (taken) form.setFields([{ name: 'displayName', errors: [t('storage.folderNameTaken')] }]);
      else reportError(error);
    }
  };
  return (
    <Modal open={open} width={500} title={t('storage.newFolder')} okText={t('common.save')} onOk={submit} onCancel={() => (form.resetFields(), onClose())} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="new-folder-form" initialValues={{ metadata: [] }}>
        <Form.Item name="displayName" label={t('storage.displayName')} rules={[{ required: true, whitespace: true, message: t('validation.fieldCannotBeEmpty') }]}>
          <Input autoFocus maxLength={100} data-testid="new-folder-name" />
        </Form.Item>
        {displayName.trim() && (
          <Typography.Paragraph type="secondary" data-testid="new-folder-system-name">
            {t('storage.systemName')}: {folderSystemName(displayName)}
          </Typography.Paragraph>
        )}
        <MetadataFields />
      </Form>
    </Modal>
  );
}
