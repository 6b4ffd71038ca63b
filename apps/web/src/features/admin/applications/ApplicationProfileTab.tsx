// The profile tab of Application details: the name (section 5: required) and the read-only object id
// and creation date; 'applicationInfoSaved' when stored.
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_APPLICATION_NAME_LENGTH,
  rules,
  type Application,
  type UpdateApplication,
} from '@cairn/contracts';
import { useUpdateApplication } from '../../../shared/api/authorization/useUpdateApplication';
import { showServerFieldErrors } from '../../../shared/validation/serverFieldErrors';
import { formatDateTime } from '../../../shared/format/dates';
import { PrincipalNameField } from '../principals/forms/PrincipalNameField';

export function ApplicationProfileTab({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UpdateApplication>();
  const save = useUpdateApplication(application.aadObjectId);

  const submit = (values: UpdateApplication) =>
    save.mutate(
      { name: values.name.trim() },
      {
        onSuccess: () => void message.success(t('adminApplications.applicationInfoSaved')),
        onError: (error) => {
          if (!showServerFieldErrors(form, error, t)) void message.error(t('adminApplications.saveFailed'));
        },
      },
    );

  return (
    <Card>
      <Form<UpdateApplication>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{ name: application.name }}
        onFinish={submit}
        data-testid="application-profile-form"
      >
        <PrincipalNameField
          label={t('adminApplications.name')}
          rule={rules.required}
          maxLength={MAX_APPLICATION_NAME_LENGTH}
          disabled={!application.abilities.update}
          testId="application-profile-name"
        />
        {/* Read-only fields have no form name, so their label is tied to them by id. */}
        <Form.Item label={t('adminApplications.aadObjectId')} htmlFor="application-profile-aad-object-id">
          <Input
            id="application-profile-aad-object-id"
            value={application.aadObjectId}
            readOnly
            disabled
            data-testid="application-profile-aad-object-id"
          />
        </Form.Item>
        <Form.Item label={t('adminApplications.created')} htmlFor="application-profile-created">
          <Input
            id="application-profile-created"
            value={formatDateTime(application.createdAt) ?? ''}
            readOnly
            disabled
          />
        </Form.Item>
        {application.abilities.update && (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="application-profile-save"
          >
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
