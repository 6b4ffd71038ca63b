// Edits the metadata of a folder or file; an empty list saves an empty map (workspace.md section 5).
import { useEffect } from 'react';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StorageObject } from '@cairn/contracts';
import { pathOf } from '../../../shared/api/storage/storagePaths';
import { useUpdateMetadata } from '../../../shared/api/storage/useUpdateMetadata';
import { metadataToRows, rowsToMetadata, type MetadataRow } from '../storageObjects';
import { MetadataFields } from './MetadataFields';

interface Props {
  engagementId: string;
  purpose: string;
  target: StorageObject | null;
  onClose: () => void;
}

export function MetadataDialog({ engagementId, purpose, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ metadata: MetadataRow[] }>();
  const update = useUpdateMetadata(engagementId, purpose);

  // Each opening starts from the object's metadata (the form instance outlives the dialog's content).
  useEffect(() => {
    if (target) form.setFieldsValue({ metadata: metadataToRows(target.metadata) });
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    update.mutate(
      { path: pathOf(target.fullPath), metadata: rowsToMetadata(values.metadata) },
      {
        onSuccess: () => {
          void message.success(t('storage.metadata.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={!!target}
      width={640}
      title={t('storage.editMetadata', { name: target?.displayName ?? '' })}
      okText={t('common.save')}
      cancelText={t('storage.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="metadata-form">
        <MetadataFields />
      </Form>
    </Modal>
  );
}
