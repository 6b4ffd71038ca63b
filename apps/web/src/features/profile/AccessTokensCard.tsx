// The profile's "Access tokens" card: the user's personal access tokens for git (clone and push an
// engagement's node model) and other tools. A new token's secret is shown once; revoking asks first
// and stops the token at once. Every user manages only their own tokens, so no abilities are needed.
import { useState } from 'react';
import { App, Button, Card, Empty, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccessToken, CreatedAccessToken } from '@cairn/contracts';
import { useAccessTokens } from '../../shared/api/accessTokens/useAccessTokens';
import { useRevokeAccessToken } from '../../shared/api/accessTokens/useRevokeAccessToken';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { formatDateTime } from '../../shared/format/dates';
import { AccessTokenCreateDialog } from './dialogs/AccessTokenCreateDialog';
import { AccessTokenShownDialog } from './dialogs/AccessTokenShownDialog';

export function AccessTokensCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

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
      <Table<AccessToken>
        rowKey="id"
        size="small"
        loading={tokens.isFetching}
        dataSource={tokens.data ?? []}
        pagination={false}
        data-testid="access-tokens-table"
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accessTokens.none')} />,
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('accessTokens.name') },
          {
            key: 'scope',
            title: t('accessTokens.scope'),
            render: (_, x) => (
              <>
                {t(`accessTokens.scopes.${x.scope}`)}
                {x.engagementIds && (
                  <Tag style={{ marginInlineStart: 8 }}>
                    {t('accessTokens.engagementCount', { count: x.engagementIds.length })}
                  </Tag>
                )}
              </>
            ),
          },
          {
            key: 'createdAt',
            title: t('accessTokens.created'),
            render: (_, x) => formatDateTime(x.createdAt),
          },
          {
            key: 'expiresAt',
            title: t('accessTokens.expires'),
            render: (_, x) =>
              x.expired ? <Tag color="orange">{t('accessTokens.expired')}</Tag> : formatDateTime(x.expiresAt),
          },
          {
            key: 'lastUsedAt',
            title: t('accessTokens.lastUsed'),
            render: (_, x) => (x.lastUsedAt ? formatDateTime(x.lastUsedAt) : t('accessTokens.neverUsed')),
          },
          {
            key: 'revoke',
            title: t('accessTokens.revoke'),
            width: 90,
            render: (_, x) => (
              <Tooltip title={t('accessTokens.revoke')}>
                <Button
                  type="text"
                  danger
                  icon={<StopOutlined />}
                  aria-label={t('accessTokens.revokeOf', { name: x.name })}
                  onClick={() => setRevoking(x)}
                  data-testid={`access-token-revoke-${x.id}`}
                />
              </Tooltip>
            ),
          },
        ]}
      />
      <AccessTokenCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <AccessTokenShownDialog created={created} onClose={() => setCreated(null)} />
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
        testId="access-token-revoke"
      />
    </Card>
  );
}
