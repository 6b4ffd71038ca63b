// New application (admin-console.md section 5): name required; aadObjectId required and a GUID (the
// 36-character directory object id). 'Already used' comes from the server under its field.
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AAD_OBJECT_ID_LENGTH,
  MAX_APPLICATION_NAME_LENGTH,
  rules,
  type Application,
  type CreateApplication,
} from '@cairn/contracts';
import { useCreateApplication } from '../../../../shared/api/authorization/useCreateApplication';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { antdRule } from '../../../../shared/validation/antdRules';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated?: (application: Application) => void;
}

export function ApplicationCreateDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateApplication();

  const submit = async (values: CreateApplication) => {
    const application = await create.mutateAsync({
      name: values.name.trim(),
      aadObjectId: values.aadObjectId.trim(),
    });
    void message.success(t('adminApplications.saved'));
    onCreated?.(application);
  };

  return (
    <FormDialog<CreateApplication>
      open={open}
      width="small"
      title={t('adminApplications.newApplication')}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="new-application"
    >
      <Form.Item
        name="name"
        label={t('adminApplications.name')}
        required
        rules={[antdRule(rules.required, t)]}
      >
        <Input autoFocus maxLength={MAX_APPLICATION_NAME_LENGTH} data-testid="new-application-name" />
      </Form.Item>
      <Form.Item
        name="aadObjectId"
        label={t('adminApplications.aadObjectId')}
        extra={t('adminApplications.aadObjectIdHint', { length: AAD_OBJECT_ID_LENGTH })}
        required
        rules={[antdRule(rules.required, t), antdRule(rules.guid, t)]}
      >
        <Input
          maxLength={AAD_OBJECT_ID_LENGTH + 4}
          autoComplete="off"
          placeholder="00000000-0000-0000-0000-000000000000"
          data-testid="new-application-aad-object-id"
        />
      </Form.Item>
    </FormDialog>
  );
}
