// User details' "Access tokens" tab (issue 24: tokens listable and revocable by administrators): the
// user's personal access tokens, never a secret; Revoke (with a confirmation) for those who may change
// users. A password reset or a deactivation ends them all as well.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@cairn/contracts';
import { useRevokeUserAccessToken } from '../../../shared/api/accessTokens/useRevokeUserAccessToken';
import { useUserAccessTokens } from '../../../shared/api/accessTokens/useUserAccessTokens';
import { AccessTokensTable } from '../../../shared/components/AccessTokensTable';

export function UserAccessTokensTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const tokens = useUserAccessTokens(user.email);
  const revoke = useRevokeUserAccessToken(user.email);

  return (
    <Card data-testid="user-access-tokens">
      <Typography.Paragraph type="secondary">
        {t('adminUsers.tokensIntro', { name: user.name })}
      </Typography.Paragraph>
      <AccessTokensTable
        tokens={tokens.data}
        loading={tokens.isFetching}
        revoke={user.abilities.update ? revoke.mutateAsync : undefined}
        testId="user-access-tokens-table"
        revokeTestId="user-access-token-revoke"
      />
    </Card>
  );
}
