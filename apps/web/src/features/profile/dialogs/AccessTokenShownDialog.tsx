// A new personal access token, shown once with a copy button (shared ShownOnceDialog) and how git
// uses it: Cairn keeps only its hash, so it cannot be shown again (a new one can be made).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeModelCloneUrl, type CreatedAccessToken } from '@cairn/contracts';
import { ShownOnceDialog, ShownOnceSecret } from '../../../shared/components/ShownOnceDialog';
import { formatDateTime } from '../../../shared/format/dates';

interface Props {
  created: CreatedAccessToken | null;
  onClose: () => void;
}

export function AccessTokenShownDialog({ created, onClose }: Props) {
  const { t } = useTranslation();
  // Cairn serves the web app and git from one address.
  const cloneExample = `git clone ${nodeModelCloneUrl(window.location.origin, t('accessTokens.engagementIdPlaceholder'))}`;

  return (
    <ShownOnceDialog
      open={created !== null}
      title={t('accessTokens.shownTitle', { name: created?.token.name ?? '' })}
      onClose={onClose}
      testId="access-token-shown"
    >
      {created && (
        <ShownOnceSecret
          intro={t('accessTokens.shownText', { expires: formatDateTime(created.token.expiresAt) ?? '' })}
          value={created.secret}
          label={t('accessTokens.secret')}
          copyFailed={t('accessTokens.copyFailed')}
          warning={t('accessTokens.shownOnce')}
          valueTestId="access-token-secret"
          copyTestId="access-token-copy"
        >
          <Typography.Text strong>{t('accessTokens.cloneTitle')}</Typography.Text>
          <Typography.Text code data-testid="access-token-clone-example">
            {cloneExample}
          </Typography.Text>
          <Typography.Text type="secondary">{t('accessTokens.cloneHint')}</Typography.Text>
        </ShownOnceSecret>
      )}
    </ShownOnceDialog>
  );
}
