// Edits the metadata of a folder or file; an empty list saves an empty map.
import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StorageObject } from '@cairn/contracts';
import { reportError } from '../../../shared/api/reportError';
import { MetadataFields, toMap, toRows, type MetadataRow } from './MetadataFields';

interface Props {
  target: StorageObject | null;
  onClose: () => void;
  onSave: (metadata: Record<string, string>) => Promise<unknown>;
}

export function MetadataDialog({ target, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ metadata: MetadataRow[] }>();
  useEffect(() => {
    if (target) form.setFieldsValue({ metadata: toRows(target.metadata) });
  }, [target, form]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSave(toMap(values.metadata));
      onClose();
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <Modal open={!!target} width={500} title={t('storage.editMetadata', { name: target?.displayName })} okText={t('common.save')} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="metadata-form">
        <MetadataFields />
      </Form>
    </Modal>
  );
}
