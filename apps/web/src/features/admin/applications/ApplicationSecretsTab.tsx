// The secrets tab of Application details: client secrets with their hint, description, creation and
// expiry dates and status; a new one is shown once; revoking asks first and ends, at once, the bearer
// tokens that secret issued. Buttons follow the answer's abilities.
import { useState } from 'react';
import { App, Button, Card, Empty, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Application, ApplicationSecret, CreatedApplicationSecret } from '@cairn/contracts';
import { useApplicationSecrets } from '../../../shared/api/authorization/useApplicationSecrets';
import { useRevokeApplicationSecret } from '../../../shared/api/authorization/useRevokeApplicationSecret';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { ListTable } from '../../../shared/components/ListTable';
import { ListToolbar } from '../../../shared/components/ListToolbar';
import { formatDateTime } from '../../../shared/format/dates';
import { ApplicationSecretCreateDialog } from './dialogs/ApplicationSecretCreateDialog';
import { ApplicationSecretShownDialog } from './dialogs/ApplicationSecretShownDialog';
import { IconAction } from '../../../shared/components/IconAction';

const STATUS_COLOUR = { active: 'green', expired: 'orange', revoked: 'red' } as const;

export function ApplicationSecretsTab({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const secrets = useApplicationSecrets(application.aadObjectId);
  const revoke = useRevokeApplicationSecret(application.aadObjectId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApplicationSecret | null>(null);
  const [revoking, setRevoking] = useState<ApplicationSecret | null>(null);
  const label = (secret: ApplicationSecret) => `${secret.hint || '…'}… ${secret.description}`.trim();

  return (
    <Card>
      <ListToolbar
        actions={
          application.abilities.manageSecrets && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="application-secret-add"
            >
              {t('adminApplications.newSecret')}
            </Button>
          )
        }
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('adminApplications.secrets')}
        </Typography.Title>
      </ListToolbar>
      <ListTable<ApplicationSecret>
        rowKey="id"
        size="large"
        loading={secrets.isFetching}
        rows={secrets.data}
        data-testid="application-secrets-table"
        emptyText={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminApplications.noSecrets')} />
        }
        onRow={(secret) =>
          ({ 'data-secret': secret.id, 'data-status': secret.status }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            key: 'hint',
            title: t('adminApplications.secretHint'),
            render: (_, s) => <Typography.Text code>{`${s.hint || '…'}…`}</Typography.Text>,
          },
          { key: 'description', dataIndex: 'description', title: t('adminApplications.secretDescription') },
          {
            key: 'createdAt',
            title: t('adminApplications.created'),
            render: (_, s) => formatDateTime(s.createdAt),
          },
          {
            key: 'expiresAt',
            title: t('adminApplications.secretExpires'),
            render: (_, s) => formatDateTime(s.expiresAt),
          },
          {
            key: 'status',
            title: t('adminApplications.secretStatus'),
            render: (_, s) => (
              <Tooltip
                title={
                  s.revokedAt
                    ? t('adminApplications.revokedAt', { at: formatDateTime(s.revokedAt) })
                    : undefined
                }
              >
                <Tag color={STATUS_COLOUR[s.status]}>{t(`adminApplications.secretStatuses.${s.status}`)}</Tag>
              </Tooltip>
            ),
          },
          {
            key: 'revoke',
            title: t('adminApplications.revoke'),
            width: 90,
            render: (_, s) =>
              s.abilities.revoke && (
                <IconAction
                  title={t('adminApplications.revoke')}
                  danger
                  icon={<StopOutlined />}
                  label={t('adminApplications.revokeOf', { secret: label(s) })}
                  onClick={() => setRevoking(s)}
                  data-testid={`application-secret-revoke-${s.id}`}
                />
              ),
          },
        ]}
      />
      <ApplicationSecretCreateDialog
        open={creating}
        aadObjectId={application.aadObjectId}
        onClose={() => setCreating(false)}
        onCreated={setCreated}
      />
      <ApplicationSecretShownDialog
        applicationName={application.name}
        aadObjectId={application.aadObjectId}
        created={created}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('adminApplications.confirmRevoke')}
        target={revoking ? label(revoking) : ''}
        description={
          revoking && t('adminApplications.revokeText', { secret: label(revoking), name: application.name })
        }
        okText={t('adminApplications.revoke')}
        onConfirm={async () => {
          await revoke.mutateAsync(revoking!.id);
          void message.success(t('adminApplications.secretRevoked'));
        }}
        onClose={() => setRevoking(null)}
        testId="application-secret-revoke"
      />
    </Card>
  );
}
