// The personal access tokens of one user as a table: names, scope and dates, never a secret. The
// profile shows the user's own (AccessTokensCard); an administrator sees another user's on the user
// details page, where Revoke needs the right to change users (without it the column is left out).
// Revoke asks first (one confirmation for both) and stops the token at once.
import { useState } from 'react';
import { App, Empty, Table, Tag } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@cairn/contracts';
import { formatDateTime } from '../format/dates';
import { ConfirmDialog } from './ConfirmDialog';
import { IconAction } from './IconAction';

export function AccessTokensTable({
  tokens,
  loading,
  revoke,
  testId,
  revokeTestId,
}: {
  tokens: AccessToken[] | undefined;
  loading: boolean;
  /** Revokes the token with this id (a mutation's mutateAsync); without it there is no Revoke column. */
  revoke?: (tokenId: string) => Promise<unknown>;
  testId: string;
  /** The revoke confirmation's test id (ConfirmDialog). */
  revokeTestId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  return (
    <>
      <Table<AccessToken>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={tokens ?? []}
        pagination={false}
        data-testid={testId}
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
          ...(revoke
            ? [
                {
                  key: 'revoke',
                  title: t('accessTokens.revoke'),
                  width: 90,
                  render: (_: unknown, x: AccessToken) => (
                    <IconAction
                      title={t('accessTokens.revoke')}
                      danger
                      icon={<StopOutlined />}
                      label={t('accessTokens.revokeOf', { name: x.name })}
                      onClick={() => setRevoking(x)}
                      data-testid={`access-token-revoke-${x.id}`}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {revoke && (
        <ConfirmDialog
          open={revoking !== null}
          title={t('accessTokens.confirmRevoke')}
          target={revoking?.name ?? ''}
          description={revoking && t('accessTokens.revokeText', { name: revoking.name })}
          okText={t('accessTokens.revoke')}
          onConfirm={async () => {
            await revoke(revoking!.id);
            void message.success(t('accessTokens.revoked'));
          }}
          onClose={() => setRevoking(null)}
          testId={revokeTestId}
        />
      )}
    </>
  );
}
