// The Users or Applications tab of the engagement access overview: each principal holding roles at
// the engagement or its folders, with its roles and scopes. With Authorization.Writer the tab offers
// Add user / Add application, a remove icon beside each role (admin-console.md: remove one or all of a
// principal's assignments) and the remove column for all of them at once. Each icon shows only when
// the server says the assignment may be removed (abilities; the row's when all of them may), and asks
// first.
import { useState } from 'react';
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  engagementScope,
  parseScope,
  type AggregatedAssignment,
  type EngagementAssignment,
} from '@cairn/contracts';
import { engagementAccessKeys } from '../../../../shared/api/authorization/keys';
import { useEngagementAssignments } from '../../../../shared/api/authorization/useEngagementAssignments';
import { useUpdateRoleAssignments } from '../../../../shared/api/authorization/useUpdateRoleAssignments';
import { rbacKeys } from '../../../../shared/api/rbac/keys';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { RoleAssignmentAddDialog, type RoleAssignee } from '../../access/dialogs/RoleAssignmentAddDialog';
import { EngagementPrincipalAddDialog } from '../dialogs/EngagementPrincipalAddDialog';
import { IconAction } from '../../../../shared/components/IconAction';
import { noPrincipals, principalNameColumn, principalRow } from '../../access/principalColumns';

interface Props {
  engagementId: string;
  principalType: 'User' | 'Application';
  /** Authorization.Writer at the engagement: add buttons and the remove column. */
  canWrite: boolean;
}

/** What is being removed: one assignment of a principal, or (without one) all of them. */
interface Removal {
  row: AggregatedAssignment;
  assignment?: EngagementAssignment;
}

/** 'Engagement' for the engagement itself, 'Folder main/reports' for a folder. */
function scopeText(scope: string, t: TFunction) {
  const parsed = parseScope(scope);
  if (parsed?.kind === 'storage')
    return t('adminEngagementAccess.folderScope', { folder: [parsed.purpose, ...parsed.path].join('/') });
  return t('adminEngagementAccess.engagementScope');
}

export function EngagementPrincipalsTable({ engagementId, principalType, canWrite }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const assignments = useEngagementAssignments(engagementId, principalType);
  const update = useUpdateRoleAssignments();
  const [picking, setPicking] = useState(false);
  const [assignee, setAssignee] = useState<RoleAssignee | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const kind = principalType === 'User' ? 'user' : 'application';

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: engagementAccessKeys.principals(engagementId, principalType),
      }),
      queryClient.invalidateQueries({ queryKey: rbacKeys.tasks(engagementId) }),
    ]);

  // One assignment, or all of a principal's in one update: the server removes them all or none.
  const remove = async ({ row, assignment }: Removal) => {
    const gone = assignment ? [assignment] : row.assignments;
    try {
      const { refused } = await update.mutateAsync([
        gone.map((a) => ({
          principalId: a.principalId,
          principalType: a.principalType,
          roleName: a.roleName,
          scope: a.scope,
          action: 'Remove' as const,
        })),
      ]);
      const name = row.aggregationDisplayName;
      if (refused.length > 0)
        void message.warning(
          assignment
            ? t('adminEngagementAccess.roleNotRemoved', { role: assignment.roleName, name })
            : t('adminEngagementAccess.notRemoved', { name }),
        );
      // Taking the last role takes the principal off the engagement: the spec's words for that.
      else if (gone.length === row.assignments.length)
        void message.success(t(`adminEngagementAccess.${kind}Deleted`));
      else void message.success(t('adminEngagementAccess.roleRemoved', { role: assignment!.roleName, name }));
    } finally {
      await reload();
    }
  };

  const name = removing?.row.aggregationDisplayName ?? '';
  const role = removing?.assignment;

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
        locale={noPrincipals(t(`adminEngagementAccess.no${principalType}s`))}
        onRow={principalRow}
        columns={[
          principalNameColumn(t('adminEngagementAccess.name')),
          {
            key: 'roles',
            title: t('adminEngagementAccess.roles'),
            render: (_, row) => (
              <Flex vertical gap={4}>
                {row.assignments.map((a) => (
                  <Flex key={`${a.roleName} ${a.scope}`} align="center" gap={4}>
                    <Tag>{a.roleName}</Tag>
                    <Typography.Text type="secondary">
                      <span title={a.scope}>{scopeText(a.scope, t)}</span>
                    </Typography.Text>
                    {canWrite && a.abilities.remove && (
                      <IconAction
                        title={t('adminEngagementAccess.removeRole')}
                        size="small"
                        danger
                        icon={<CloseOutlined />}
                        label={t('adminEngagementAccess.removeRoleOf', {
                          role: a.roleName,
                          scope: scopeText(a.scope, t),
                          name: row.aggregationDisplayName,
                        })}
                        onClick={() => setRemoving({ row, assignment: a })}
                        data-testid={`engagement-access-remove-${kind}-role`}
                        data-role={a.roleName}
                        data-scope={a.scope}
                      />
                    )}
                  </Flex>
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
                      <IconAction
                        title={t('adminEngagementAccess.removeAll')}
                        danger
                        icon={<DeleteOutlined />}
                        label={t(`adminEngagementAccess.remove${principalType}`, {
                          name: row.aggregationDisplayName,
                        })}
                        onClick={() => setRemoving({ row })}
                        data-testid={`engagement-access-remove-${kind}`}
                      />
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
        open={removing !== null && !role}
        title={t(`adminEngagementAccess.confirmRemove${principalType}`)}
        target={name}
        description={removing && t(`adminEngagementAccess.remove${principalType}Text`, { name })}
        okText={t('adminEngagementAccess.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId={`engagement-access-remove-${kind}-confirm`}
      />
      <ConfirmDialog
        open={role !== undefined}
        title={t('adminEngagementAccess.confirmRemoveRole')}
        target={role ? `${role.roleName} — ${scopeText(role.scope, t)}` : ''}
        description={
          role &&
          t('adminEngagementAccess.removeRoleText', {
            name,
            role: role.roleName,
            scope: scopeText(role.scope, t),
          })
        }
        okText={t('adminEngagementAccess.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId={`engagement-access-remove-${kind}-role-confirm`}
      />
    </Flex>
  );
}
