// How a new user gets in, shown once to the administrator: the set-password link of a local account
// (with a copy button; Cairn keeps only its hash, so it cannot be shown again — a new one can be made
// on the user's profile), or, with an identity provider, the invitation to sign in there.
import { Alert, App, Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, SET_PASSWORD_LINK_HOURS, type UserSignIn } from '@cairn/contracts';

interface Props {
  name: string;
  signIn: UserSignIn | null;
  onClose: () => void;
}

export function UserSignInDialog({ name, signIn, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('adminUsers.copied'));
    } catch {
      void message.error(t('adminUsers.copyFailed'));
    }
  };

  return (
    <Modal
      open={signIn !== null}
      width={MODAL_WIDTH.large}
      title={t('adminUsers.signInTitle', { name })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="user-sign-in-close">
          {t('adminUsers.done')}
        </Button>
      }
      destroyOnHidden
      data-testid="user-sign-in"
    >
      {signIn?.kind === 'setPasswordLink' && (
        <Flex vertical gap={12}>
          <Typography.Paragraph>
            {t('adminUsers.passwordLinkText', { name, hours: SET_PASSWORD_LINK_HOURS })}
          </Typography.Paragraph>
          <Flex gap={8}>
            <Input
              readOnly
              value={signIn.url}
              aria-label={t('adminUsers.passwordLink')}
              data-testid="user-sign-in-link"
              onFocus={(e) => e.target.select()}
            />
            <Button
              icon={<CopyOutlined />}
              onClick={() => void copy(signIn.url)}
              data-testid="user-sign-in-copy"
            >
              {t('adminUsers.copy')}
            </Button>
          </Flex>
          <Alert type="warning" showIcon title={t('adminUsers.passwordLinkOnce')} />
        </Flex>
      )}
      {signIn?.kind === 'identityProvider' && (
        <Typography.Paragraph data-testid="user-sign-in-invitation">
          {t('adminUsers.invitationText', { name, loginUrl: signIn.loginUrl })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
