// New folder (workspace.md section 5): display name required, the system name derived from it as the
// user types (contracts' folderSystemName), metadata rows; folderNameTaken comes from the server and
// shows under the name (FormDialog).
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { folderSystemName, rules } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { antdRule } from '../../../shared/validation/antdRules';
import { useCreateFolder } from '../../../shared/api/storage/useCreateFolder';
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

  const submit = async (values: Values) => {
    const folder = await create.mutateAsync({
      parent,
      displayName: values.displayName.trim(),
      metadata: rowsToMetadata(values.metadata),
    });
    void message.success(t('storage.folderAdded', { name: folder.displayName }));
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="medium"
      title={t('storage.newFolder')}
      cancelText={t('storage.cancel')}
      initialValues={{ metadata: [] }}
      onSubmit={submit}
      onClose={onClose}
      testId="new-folder"
    >
      <Form.Item
        name="displayName"
        label={t('storage.displayName')}
        required
        rules={[antdRule(rules.required, t)]}
        extra={
          <span data-testid="new-folder-system-name">
            {t('storage.systemName')}{' '}
            <Typography.Text code>{displayName.trim() ? folderSystemName(displayName) : '…'}</Typography.Text>
          </span>
        }
      >
        <Input autoFocus maxLength={100} data-testid="new-folder-name" />
      </Form.Item>
      <MetadataFields />
    </FormDialog>
  );
}
