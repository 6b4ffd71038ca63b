// The profile's "Access tokens" card: the user's personal access tokens for git (clone and push an
// engagement's node model) and other tools. A new token's secret is shown once; revoking asks first
// and stops the token at once. Every user manages only their own tokens, so no abilities are needed.
import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CreatedAccessToken } from '@cairn/contracts';
import { useAccessTokens } from '../../shared/api/accessTokens/useAccessTokens';
import { useRevokeAccessToken } from '../../shared/api/accessTokens/useRevokeAccessToken';
import { AccessTokensTable } from '../../shared/components/AccessTokensTable';
import { AccessTokenCreateDialog } from './dialogs/AccessTokenCreateDialog';
import { AccessTokenShownDialog } from './dialogs/AccessTokenShownDialog';

export function AccessTokensCard() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);

  return (
    <Card
      title={t('accessTokens.title')}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="access-token-add">
          {t('accessTokens.new')}
        </Button>
      }
      data-testid="access-tokens-card"
    >
      <Typography.Paragraph type="secondary">{t('accessTokens.intro')}</Typography.Paragraph>
      <AccessTokensTable
        tokens={tokens.data}
        loading={tokens.isFetching}
        revoke={revoke.mutateAsync}
        testId="access-tokens-table"
        revokeTestId="access-token-revoke"
      />
      <AccessTokenCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <AccessTokenShownDialog created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
