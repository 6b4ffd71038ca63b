// The Users or Applications tab of the engagement access overview: each principal holding roles at
// the engagement or its folders, with its roles and scopes. With Authorization.Writer the tab offers
// Add user / Add application and the remove column; a principal's remove icon shows only when the
// server says every one of its assignments may be removed (abilities), and asks first.
import { useState } from 'react';
import { App, Button, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { engagementScope, parseScope, type AggregatedAssignment } from '@cairn/contracts';
import { engagementAccessKeys } from '../../../../shared/api/authorization/keys';
import { useEngagementAssignments } from '../../../../shared/api/authorization/useEngagementAssignments';
import { useUpdateRoleAssignments } from '../../../../shared/api/authorization/useUpdateRoleAssignments';
import { rbacKeys } from '../../../../shared/api/rbac/keys';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { RoleAssignmentAddDialog, type RoleAssignee } from '../../access/dialogs/RoleAssignmentAddDialog';
import { EngagementPrincipalAddDialog } from '../dialogs/EngagementPrincipalAddDialog';

interface Props {
  engagementId: string;
  principalType: 'User' | 'Application';
  /** Authorization.Writer at the engagement: add buttons and the remove column. */
  canWrite: boolean;
}

/** 'Engagement' for the engagement itself, 'main/reports' for a folder. */
function ScopeLabel({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const parsed = parseScope(scope);
  if (parsed?.kind === 'storage')
    return (
      <span title={scope}>
        {t('adminEngagementAccess.folderScope', { folder: [parsed.purpose, ...parsed.path].join('/') })}
      </span>
    );
  return <span title={scope}>{t('adminEngagementAccess.engagementScope')}</span>;
}

export function EngagementPrincipalsTable({ engagementId, principalType, canWrite }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const assignments = useEngagementAssignments(engagementId, principalType);
  const update = useUpdateRoleAssignments();
  const [picking, setPicking] = useState(false);
  const [assignee, setAssignee] = useState<RoleAssignee | null>(null);
  const [removing, setRemoving] = useState<AggregatedAssignment | null>(null);
  const kind = principalType === 'User' ? 'user' : 'application';

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: engagementAccessKeys.principals(engagementId, principalType),
      }),
      queryClient.invalidateQueries({ queryKey: rbacKeys.tasks(engagementId) }),
    ]);

  // All of one principal's assignments in one update: the server removes them all or none.
  const remove = async (row: AggregatedAssignment) => {
    try {
      const { refused } = await update.mutateAsync([
        row.assignments.map((a) => ({
          principalId: a.principalId,
          principalType: a.principalType,
          roleName: a.roleName,
          scope: a.scope,
          action: 'Remove' as const,
        })),
      ]);
      if (refused.length === 0) void message.success(t(`adminEngagementAccess.${kind}Deleted`));
      else void message.warning(t('adminEngagementAccess.notRemoved', { name: row.aggregationDisplayName }));
    } finally {
      await reload();
    }
  };

  return (
    <Flex vertical gap={16} data-testid={`engagement-access-${kind}s`}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`adminEngagementAccess.${kind}sTitle`)}
          {assignments.data && (
            <Typography.Text
              type="secondary"
              style={{ marginLeft: 12, fontSize: 14, fontWeight: 'normal' }}
              data-testid={`engagement-access-${kind}s-count`}
              data-count={assignments.data.length}
            >
              {t('pagedTable.total', { total: assignments.data.length })}
            </Typography.Text>
          )}
        </Typography.Title>
        {canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setPicking(true)}
            data-testid={`engagement-access-add-${kind}`}
          >
            {t(`adminEngagementAccess.add${principalType}`)}
          </Button>
        )}
      </Flex>
      <Table<AggregatedAssignment>
        rowKey="aggregationId"
        loading={assignments.isFetching}
        dataSource={assignments.data ?? []}
        pagination={false}
        data-testid={`engagement-access-${kind}s-table`}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(`adminEngagementAccess.no${principalType}s`)}
            />
          ),
        }}
        onRow={(row) => ({ 'data-principal': row.aggregationId }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'name',
            title: t('adminEngagementAccess.name'),
            render: (_, row) => (
              <Flex vertical>
                <span>{row.aggregationDisplayName}</span>
                <Typography.Text type="secondary">{row.aggregationId}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'roles',
            title: t('adminEngagementAccess.roles'),
            render: (_, row) => (
              <Flex vertical gap={4}>
                {row.assignments.map((a) => (
                  <span key={`${a.roleName} ${a.scope}`}>
                    <Tag>{a.roleName}</Tag>
                    <Typography.Text type="secondary">
                      <ScopeLabel scope={a.scope} />
                    </Typography.Text>
                  </span>
                ))}
              </Flex>
            ),
          },
          ...(canWrite
            ? [
                {
                  key: 'remove',
                  title: t('adminEngagementAccess.remove'),
                  width: 90,
                  render: (_: unknown, row: AggregatedAssignment) =>
                    row.abilities.remove && (
                      <Tooltip title={t('adminEngagementAccess.remove')}>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t(`adminEngagementAccess.remove${principalType}`, {
                            name: row.aggregationDisplayName,
                          })}
                          onClick={() => setRemoving(row)}
                          data-testid={`engagement-access-remove-${kind}`}
                        />
                      </Tooltip>
                    ),
                },
              ]
            : []),
        ]}
      />
      <EngagementPrincipalAddDialog
        open={picking}
        principalType={principalType}
        onClose={() => setPicking(false)}
        onPicked={(picked) => {
          setPicking(false);
          setAssignee(picked);
        }}
      />
      {assignee && (
        <RoleAssignmentAddDialog
          open
          assignee={assignee}
          contextScope={engagementScope(engagementId)}
          onClose={() => setAssignee(null)}
          onSaved={() => void reload()}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t(`adminEngagementAccess.confirmRemove${principalType}`)}
        target={removing?.aggregationDisplayName ?? ''}
        description={
          removing &&
          t(`adminEngagementAccess.remove${principalType}Text`, { name: removing.aggregationDisplayName })
        }
        okText={t('adminEngagementAccess.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId={`engagement-access-remove-${kind}-confirm`}
      />
    </Flex>
  );
}
