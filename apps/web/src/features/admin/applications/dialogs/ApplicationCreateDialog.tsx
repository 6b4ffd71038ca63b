// New application (admin-console.md section 5): name required; aadObjectId required and a GUID (the
// 36-character directory object id). 'Already used' comes from the server under its field.
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AAD_OBJECT_ID_LENGTH, rules, type Application, type CreateApplication } from '@cairn/contracts';
import { useCreateApplication } from '../../../../shared/api/authorization/useCreateApplication';
import { antdRule } from '../../../../shared/validation/antdRules';
import { PrincipalFormDialog } from '../../principals/dialogs/PrincipalFormDialog';
import { ADMIN_NAMES } from '../../forms/adminNames';

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
    <PrincipalFormDialog<CreateApplication>
      open={open}
      title={t('adminApplications.newApplication')}
      testId="new-application"
      name={{ ...ADMIN_NAMES.application, label: t('adminApplications.name') }}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </PrincipalFormDialog>
  );
}
