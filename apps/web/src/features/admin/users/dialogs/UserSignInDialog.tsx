// How a new user gets in, shown once to the administrator (shared ShownOnceDialog): the set-password
// link of a local account (with a copy button; Cairn keeps only its hash, so it cannot be shown again —
// a new one can be made on the user's profile), or, with an identity provider, the invitation to sign
// in there.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SET_PASSWORD_LINK_HOURS, type UserSignIn } from '@cairn/contracts';
import { ShownOnceDialog, ShownOnceSecret } from '../../../../shared/components/ShownOnceDialog';

interface Props {
  name: string;
  signIn: UserSignIn | null;
  onClose: () => void;
}

export function UserSignInDialog({ name, signIn, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      open={signIn !== null}
      title={t('adminUsers.signInTitle', { name })}
      onClose={onClose}
      testId="user-sign-in"
    >
      {signIn?.kind === 'setPasswordLink' && (
        <ShownOnceSecret
          intro={t('adminUsers.passwordLinkText', { name, hours: SET_PASSWORD_LINK_HOURS })}
          value={signIn.url}
          label={t('adminUsers.passwordLink')}
          copyFailed={t('adminUsers.copyFailed')}
          warning={t('adminUsers.passwordLinkOnce')}
          valueTestId="user-sign-in-link"
          copyTestId="user-sign-in-copy"
        />
      )}
      {signIn?.kind === 'identityProvider' && (
        <Typography.Paragraph data-testid="user-sign-in-invitation">
          {t('adminUsers.invitationText', { name, loginUrl: signIn.loginUrl })}
        </Typography.Paragraph>
      )}
    </ShownOnceDialog>
  );
}
