// The profile tab of User details: the account name ('please provide name', the authorization side's
// name), display name (at least 3 characters), language, template and job title; 'user info saved'
// when stored. A new set-password link is here too.
import { useState } from 'react';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  MAX_JOB_TITLE_LENGTH,
  MAX_USER_NAME_LENGTH,
  MIN_NAME_LENGTH,
  rules,
  TEMPLATES,
  type UpdateUserProfile,
  type UserDetail,
  type UserSignIn,
} from '@cairn/contracts';
import { useCreatePasswordLink } from '../../../shared/api/authorization/useCreatePasswordLink';
import { useUpdateUserName } from '../../../shared/api/authorization/useUpdateUserName';
import { useUpdateUserProfile } from '../../../shared/api/authorization/useUpdateUserProfile';
import { antdRule } from '../../../shared/validation/antdRules';
import { GeneralTabForm, useGeneralTabSave } from '../../../shared/components/GeneralTabForm';
import { UserSignInDialog } from './dialogs/UserSignInDialog';
import { NameField } from '../../../shared/components/NameField';
import { ADMIN_NAMES } from '../forms/adminNames';

type Values = UpdateUserProfile & { name: string };

export function UserProfileTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useUpdateUserProfile(user.email);
  const rename = useUpdateUserName(user.email);
  const passwordLink = useCreatePasswordLink();
  const [link, setLink] = useState<UserSignIn | null>(null);
  const readOnly = !user.abilities.update;
  const saved = useGeneralTabSave(
    form,
    t('adminUsers.userInfoSaved'),
    () => void message.error(t('adminUsers.saveFailed')),
  );

  // The API keeps the account (name) and the profile apart: two calls, the name only when it changed.
  // Both are checked here first with the server's rules, so the second rarely fails after the first;
  // if it does, the saved name is already the user's and Save again sends only the profile.
  const submit = async ({ name, ...profile }: Values) => {
    try {
      const trimmed = name.trim();
      if (trimmed !== user.name) await rename.mutateAsync(trimmed);
      await save.mutateAsync({
        ...profile,
        displayName: profile.displayName.trim(),
        jobTitle: profile.jobTitle?.trim() || null,
      });
      saved.onSuccess();
    } catch (error) {
      saved.onError(error);
    }
  };

  return (
    <GeneralTabForm<Values>
      form={form}
      readOnly={readOnly}
      initialValues={{ name: user.name, ...user.profile }}
      onFinish={(values) => void submit(values)}
      saving={save.isPending || rename.isPending}
      actionsAfter={
        user.abilities.createPasswordLink && (
          <Button
            loading={passwordLink.isPending}
            data-testid="user-password-link"
            onClick={() =>
              passwordLink.mutate(user.email, {
                onSuccess: (answer) => setLink({ kind: 'setPasswordLink', ...answer }),
              })
            }
          >
            {t('adminUsers.newPasswordLink')}
          </Button>
        )
      }
      dialogs={<UserSignInDialog name={user.name} signIn={link} onClose={() => setLink(null)} />}
      testId="user-profile"
    >
      <NameField {...ADMIN_NAMES.user} label={t('adminUsers.name')} testId="user-profile-name" />
      <Form.Item
        name="displayName"
        label={t('adminUsers.displayName')}
        required
        rules={[antdRule(rules.required, t), antdRule(rules.minLength(MIN_NAME_LENGTH), t)]}
      >
        <Input maxLength={MAX_USER_NAME_LENGTH} data-testid="user-profile-display-name" />
      </Form.Item>
      <Form.Item name="language" label={t('adminUsers.language')} required>
        <Select
          data-testid="user-profile-language"
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
      </Form.Item>
      <Form.Item name="templateName" label={t('adminUsers.template')} required>
        <Select
          data-testid="user-profile-template"
          options={TEMPLATES.map((v) => ({ value: v, label: t(`templates.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="jobTitle" label={t('adminUsers.jobTitle')}>
        <Input maxLength={MAX_JOB_TITLE_LENGTH} data-testid="user-profile-job-title" />
      </Form.Item>
    </GeneralTabForm>
  );
}
