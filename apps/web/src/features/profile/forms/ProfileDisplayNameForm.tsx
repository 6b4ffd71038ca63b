import { useEffect } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MIN_NAME_LENGTH, rules, type CurrentUser } from '@cairn/contracts';
import { useUpdateProfile } from '../../../shared/api/profile/useUpdateProfile';
import { antdRule } from '../../../shared/validation/antdRules';
import { showServerFieldErrors } from '../../../shared/validation/serverFieldErrors';

interface Values {
  displayName: string;
}

/** Profile edit: name required, at least 3 characters (admin-console.md section 5). */
export function ProfileDisplayNameForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();

  useEffect(() => form.setFieldsValue({ displayName: user.displayName }), [form, user.displayName]);

  const onFinish = ({ displayName }: Values) =>
    update.mutate(
      { displayName: displayName.trim(), language: user.language, templateName: user.templateName },
      {
        onSuccess: () => void message.success(t('profile.userInfoSaved')),
        // A 400 names the field: its message shows under the input as well as in the app's notice.
        onError: (error) => void showServerFieldErrors(form, error, t),
      },
    );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="profile-form">
      <Form.Item
        name="displayName"
        label={t('profile.displayName')}
        required
        rules={[antdRule(rules.required, t), antdRule(rules.minLength(MIN_NAME_LENGTH), t)]}
      >
        <Input autoComplete="name" maxLength={100} data-testid="profile-display-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
