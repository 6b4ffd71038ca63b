// User details' "Access tokens" tab (issue 24: tokens listable and revocable by administrators): the
// user's personal access tokens, never a secret; Revoke (with a confirmation) for those who may change
// users. A password reset or a deactivation ends them all as well.
import { useState } from 'react';
import { App, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccessToken, UserDetail } from '@cairn/contracts';
import { useRevokeUserAccessToken } from '../../../shared/api/accessTokens/useRevokeUserAccessToken';
import { useUserAccessTokens } from '../../../shared/api/accessTokens/useUserAccessTokens';
import { AccessTokensTable } from '../../../shared/components/AccessTokensTable';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';

export function UserAccessTokensTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tokens = useUserAccessTokens(user.email);
  const revoke = useRevokeUserAccessToken(user.email);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

  return (
    <Card data-testid="user-access-tokens">
      <Typography.Paragraph type="secondary">
        {t('adminUsers.tokensIntro', { name: user.name })}
      </Typography.Paragraph>
      <AccessTokensTable
        tokens={tokens.data}
        loading={tokens.isFetching}
        onRevoke={user.abilities.update ? setRevoking : undefined}
        testId="user-access-tokens-table"
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('accessTokens.confirmRevoke')}
        target={revoking?.name ?? ''}
        description={revoking && t('accessTokens.revokeText', { name: revoking.name })}
        okText={t('accessTokens.revoke')}
        onConfirm={async () => {
          await revoke.mutateAsync(revoking!.id);
          void message.success(t('accessTokens.revoked'));
        }}
        onClose={() => setRevoking(null)}
        testId="user-access-token-revoke"
      />
    </Card>
  );
}
