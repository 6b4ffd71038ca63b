// New user (admin-console.md section 5): name ('please provide name'), e-mail (valid, and not already
// used: 'email address not available' comes from the server under the field), language and template.
// The answer says how the person gets in; the overview shows it once (UserSignInDialog).
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_TEMPLATE,
  LOCALES,
  MAX_EMAIL_LENGTH,
  rules,
  TEMPLATES,
  type CreateUser,
  type CreateUserResult,
} from '@cairn/contracts';
import { useCreateUser } from '../../../../shared/api/authorization/useCreateUser';
import { antdRule } from '../../../../shared/validation/antdRules';
import { PrincipalFormDialog } from '../../principals/dialogs/PrincipalFormDialog';
import { ADMIN_NAMES } from '../../forms/adminNames';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (result: CreateUserResult) => void;
}

export function UserCreateDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateUser();

  const submit = async (values: CreateUser) => {
    const result = await create.mutateAsync({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
    });
    void message.success(t('adminUsers.saved'));
    onCreated(result);
  };

  return (
    <PrincipalFormDialog<CreateUser>
      open={open}
      title={t('adminUsers.newUser')}
      testId="new-user"
      name={{ ...ADMIN_NAMES.user, label: t('adminUsers.name') }}
      initialValues={{ language: DEFAULT_LOCALE, templateName: DEFAULT_TEMPLATE }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="email"
        label={t('adminUsers.email')}
        required
        rules={[antdRule(rules.required, t), antdRule(rules.email, t)]}
      >
        <Input type="email" maxLength={MAX_EMAIL_LENGTH} autoComplete="off" data-testid="new-user-email" />
      </Form.Item>
      <Form.Item name="language" label={t('adminUsers.language')} required>
        <Select
          data-testid="new-user-language"
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
      </Form.Item>
      <Form.Item name="templateName" label={t('adminUsers.template')} required>
        <Select
          data-testid="new-user-template"
          options={TEMPLATES.map((v) => ({ value: v, label: t(`templates.${v}`) }))}
        />
      </Form.Item>
    </PrincipalFormDialog>
  );
}
