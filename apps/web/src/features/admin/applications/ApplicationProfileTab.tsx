// The profile tab of Application details: the name (section 5: required) and the read-only object id
// and creation date; 'applicationInfoSaved' when stored.
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Application, type UpdateApplication } from '@cairn/contracts';
import { useUpdateApplication } from '../../../shared/api/authorization/useUpdateApplication';
import { GeneralTabForm, ReadOnlyField, useGeneralTabSave } from '../../../shared/components/GeneralTabForm';
import { formatDateTime } from '../../../shared/format/dates';
import { NameField } from '../../../shared/components/NameField';
import { ADMIN_NAMES } from '../forms/adminNames';

export function ApplicationProfileTab({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UpdateApplication>();
  const save = useUpdateApplication(application.aadObjectId);
  const saved = useGeneralTabSave(
    form,
    t('adminApplications.applicationInfoSaved'),
    () => void message.error(t('adminApplications.saveFailed')),
  );

  const submit = (values: UpdateApplication) => save.mutate({ name: values.name.trim() }, saved);

  return (
    <GeneralTabForm<UpdateApplication>
      form={form}
      initialValues={{ name: application.name }}
      onFinish={submit}
      saving={save.isPending}
      saveHidden={!application.abilities.update}
      testId="application-profile"
    >
      <NameField
        {...ADMIN_NAMES.application}
        label={t('adminApplications.name')}
        disabled={!application.abilities.update}
        testId="application-profile-name"
      />
      <ReadOnlyField
        label={t('adminApplications.aadObjectId')}
        id="application-profile-aad-object-id"
        value={application.aadObjectId}
      />
      <ReadOnlyField
        label={t('adminApplications.created')}
        id="application-profile-created"
        value={formatDateTime(application.createdAt) ?? ''}
      />
    </GeneralTabForm>
  );
}
