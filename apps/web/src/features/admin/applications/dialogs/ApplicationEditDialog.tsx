// The overview's edit icon: the application's name (section 5: required); 'applicationInfoSaved'.
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_APPLICATION_NAME_LENGTH,
  rules,
  type Application,
  type UpdateApplication,
} from '@cairn/contracts';
import { useUpdateApplication } from '../../../../shared/api/authorization/useUpdateApplication';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { antdRule } from '../../../../shared/validation/antdRules';

interface Props {
  application: Application | null;
  onClose: () => void;
}

export function ApplicationEditDialog({ application, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateApplication(application?.aadObjectId ?? '');

  const submit = async (values: UpdateApplication) => {
    await update.mutateAsync({ name: values.name.trim() });
    void message.success(t('adminApplications.applicationInfoSaved'));
  };

  return (
    <FormDialog<UpdateApplication>
      // A fresh form per application, so the initial name is the chosen one.
      key={application?.id}
      open={application !== null}
      width="small"
      title={t('adminApplications.editApplication')}
      initialValues={{ name: application?.name ?? '' }}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="edit-application"
    >
      <Form.Item
        name="name"
        label={t('adminApplications.name')}
        required
        rules={[antdRule(rules.required, t)]}
      >
        <Input autoFocus maxLength={MAX_APPLICATION_NAME_LENGTH} data-testid="edit-application-name" />
      </Form.Item>
    </FormDialog>
  );
}
