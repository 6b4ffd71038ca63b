// Login (workspace.md section 2, docs/api.md "Sign-in"): OIDC sign-in button and/or Cairn's own
// form depending on appSettings.sso; a signed-in visitor goes straight on. The page is the first
// thing anyone loads, so its frame is plain markup in the theme's tokens: antd's Card brings Tabs,
// Menu and Skeleton along, Typography its editor and tooltips (~30 KiB gzip on the sign-in page).
import { useEffect } from 'react';
import { Alert, Button, Flex, theme } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../shared/api/appSettings/useAppSettings';
import { useSessionProbe } from '../../shared/api/profile/useSessionProbe';
import { CairnLogo } from '../../shared/components/CairnLogo';
import { useLegalLinks } from '../../shared/components/LegalLinks';
import { PageSpin } from '../../shared/components/PageSpin';
import { callbackErrorMessage } from './loginMessages';
import { LocalSignInForm } from './LocalSignInForm';
import './login.css';

const DEFAULT_REDIRECT = '/overview';

/** Only same-site paths; the server checks again, this keeps the address bar honest. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : DEFAULT_REDIRECT;
}

/** `prefetch`: fetches what the first page after signing in needs, called once the form shows. */
export function LoginPage({ prefetch }: { prefetch?: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useAppSettings();
  const session = useSessionProbe();
  const legalLinks = useLegalLinks('login');
  const redirect = safeRedirect(params.get('postLoginRedirect'));
  const callbackError = callbackErrorMessage(params.get('error'), t, redirect);

  useEffect(() => {
    document.title = `${t('login.title')} · ${t('app.name')}`;
  }, [t]);
  useEffect(() => {
    if (session.isSuccess) navigate(redirect, { replace: true });
  }, [session.isSuccess, navigate, redirect]);
  // While the user types, the shell and the first page come down (on a slow machine about a second
  // of the way from "Sign in" to a usable page); an idle moment first, so the form is never slowed.
  const signedOut = session.isError;
  useEffect(() => {
    if (!signedOut || !prefetch) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
  }, [signedOut, prefetch]);

  if (settings.isPending || session.isPending || session.isSuccess) return <PageSpin fullScreen />;

  const sso = settings.data?.sso;
  const oidc = sso?.mode === 'oidc';
  const showForm = !sso || sso.mode === 'local' || sso.localLoginEnabled;
  const startOidc = () =>
    window.location.assign(
      `${sso?.loginUrl ?? '/authorization/login'}?postLoginRedirect=${encodeURIComponent(redirect)}`,
    );

  return (
    <main className="cairn-login">
      <section
        className="cairn-login__card"
        aria-labelledby="cairn-login-title"
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          padding: token.paddingLG,
        }}
      >
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <CairnLogo size={64} />
          <h1
            id="cairn-login-title"
            style={{
              margin: 0,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading1,
              fontWeight: 600,
            }}
          >
            {t('app.name')}
          </h1>
          <span style={{ color: token.colorTextSecondary }}>{t('login.tagline')}</span>
        </Flex>
        {callbackError && (
          <Alert
            type="error"
            showIcon
            title={callbackError}
            style={{ marginBottom: 16 }}
            data-testid="login-callback-error"
          />
        )}
        {oidc && (
          <Button
            type="primary"
            size="large"
            block
            icon={<LoginOutlined />}
            onClick={startOidc}
            data-testid="login-sso"
          >
            {t('login.signIn')}
          </Button>
        )}
        {oidc && showForm && (
          <p className="cairn-login__divider" style={{ color: token.colorTextSecondary }}>
            {t('login.orWithPassword')}
          </p>
        )}
        {showForm && <LocalSignInForm postLoginRedirect={redirect} />}
      </section>
      <Flex gap={16} justify="center" className="cairn-login__legal">
        {legalLinks}
      </Flex>
    </main>
  );
}
