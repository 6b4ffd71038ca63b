// Requirements status tab of /gain (admin-console.md sections 2, 4 and 6): the current status, an
// Update button (hidden once SignedOff; enabled when the server says the caller may set some
// status) and the history table (timestamp, status, updatedBy, message), newest first. Once signed
// off, the server tells whether the caller may revert the sign-off (a platform Admin): that caller
// gets Revert sign-off, everyone else is told who can lift the lock.
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUIREMENTS_STATUSES, SIGNED_OFF_STATUS, type RequirementsStatusEntry } from '@cairn/contracts';
import { useRequirementsStatus } from '../../../shared/api/gainGovernance/useRequirementsStatus';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { GainRequirementsStatusUpdateDialog } from './dialogs/GainRequirementsStatusUpdateDialog';
import { GainSignOffRevertDialog } from './dialogs/GainSignOffRevertDialog';
import { gainDateTime } from './gainDates';

export function GainRequirementsStatusPage() {
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return null;
  return <RequirementsStatus engagementId={engagementId} />;
}

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = REQUIREMENTS_STATUSES[status] ?? 'NotStarted';
  return (
    <Tag color={status === SIGNED_OFF_STATUS ? 'green' : 'blue'} data-status={name}>
      {t(`gainGovernance.requirementsStatuses.${name}`)}
    </Tag>
  );
}

function RequirementsStatus({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const query = useRequirementsStatus(engagementId);
  const [updating, setUpdating] = useState(false);
  const [reverting, setReverting] = useState(false);
  const answer = query.data;

  if (query.isPending) return <PageSpin />;
  if (query.isError || !answer)
    return (
      <Alert
        type="error"
        showIcon
        message={t('gainGovernance.loadFailed')}
        data-testid="gain-requirements-status-error"
      />
    );
  const signedOff = answer.requirementsStatus === SIGNED_OFF_STATUS;

  return (
    <Card data-testid="gain-requirements-status">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'current',
              label: t('gainGovernance.requirementsStatus.current'),
              children: (
                <span data-testid="gain-requirements-status-current">
                  <StatusTag status={answer.requirementsStatus} />
                </span>
              ),
            },
          ]}
        />
        {!signedOff && (
          <Button
            type="primary"
            disabled={!answer.abilities.update}
            onClick={() => setUpdating(true)}
            data-testid="gain-requirements-status-update"
          >
            {t('gainGovernance.requirementsStatus.update')}
          </Button>
        )}
        {signedOff && answer.abilities.revertSignOff && (
          <Button danger onClick={() => setReverting(true)} data-testid="gain-sign-off-revert">
            {t('gainGovernance.signOffRevert.action')}
          </Button>
        )}
      </Flex>
      {signedOff && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('gainGovernance.lockedReason')}
          description={
            answer.abilities.revertSignOff ? undefined : t('gainGovernance.signOffRevert.adminOnly')
          }
          data-testid="gain-requirements-status-signed-off"
        />
      )}
      <Table<RequirementsStatusEntry>
        rowKey={(row) => `${row.updatedAt}-${row.requirementsStatus}`}
        dataSource={answer.history}
        pagination={false}
        size="middle"
        data-testid="gain-requirements-status-history"
        onRow={(row) =>
          ({
            'data-status': REQUIREMENTS_STATUSES[row.requirementsStatus],
          }) as React.HTMLAttributes<HTMLElement>
        }
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('gainGovernance.requirementsStatus.noHistory')}
            />
          ),
        }}
        columns={[
          {
            key: 'timestamp',
            title: t('gainGovernance.requirementsStatus.timestamp'),
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_, row) => gainDateTime(row.updatedAt),
          },
          {
            key: 'status',
            title: t('gainGovernance.requirementsStatus.status'),
            render: (_, row) => <StatusTag status={row.requirementsStatus} />,
          },
          {
            key: 'updatedBy',
            title: t('gainGovernance.requirementsStatus.updatedBy'),
            render: (_, row) => row.updatedBy ?? '-',
          },
          {
            key: 'message',
            title: t('gainGovernance.requirementsStatus.message'),
            render: (_, row) => row.message,
          },
        ]}
      />
      {updating && (
        <GainRequirementsStatusUpdateDialog
          engagementId={engagementId}
          current={answer.requirementsStatus}
          allowed={answer.abilities.setStatus}
          onClose={() => setUpdating(false)}
        />
      )}
      {reverting && (
        <GainSignOffRevertDialog engagementId={engagementId} onClose={() => setReverting(false)} />
      )}
    </Card>
  );
}
