import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rules } from '@cairn/contracts';
import { useSignIn } from '../../shared/api/authorization/useSignIn';
import { antdRule } from '../../shared/validation/antdRules';
import { signInErrorMessage } from './loginMessages';
import { opensInApp } from './signInTarget';

interface Values {
  email: string;
  password: string;
}

/** Cairn's own e-mail + password sign-in; on success the server says where to go (signInTarget.ts). */
export function LocalSignInForm({ postLoginRedirect }: { postLoginRedirect: string }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const navigate = useNavigate();

  const goTo = (redirect: string) => {
    if (!opensInApp(redirect)) return window.location.assign(redirect);
    // Nothing learnt while signed out stays in the way: the settings are the same for everyone, and
    // the session probe's 401 holds no data, so every page that asks fetches it again.
    navigate(redirect, { replace: true });
  };

  const onFinish = (values: Values) =>
    signIn.mutate(
      { email: values.email.trim(), password: values.password, postLoginRedirect },
      { onSuccess: ({ redirect }) => goTo(redirect) },
    );

  return (
    <Form<Values> layout="vertical" onFinish={onFinish} requiredMark={false} data-testid="login-form">
      {signIn.isError && (
        <Alert
          type="error"
          showIcon
          title={signInErrorMessage(signIn.error, t)}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[antdRule(rules.required, t), antdRule(rules.email, t)]}
      >
        <Input type="email" name="email" autoComplete="username" prefix={<MailOutlined />} autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[antdRule(rules.required, t)]}>
        <Input.Password name="password" autoComplete="current-password" prefix={<LockOutlined />} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={signIn.isPending || signIn.isSuccess}
        data-testid="login-submit"
      >
        {t('login.signIn')}
      </Button>
    </Form>
  );
}
