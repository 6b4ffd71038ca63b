// The roles tab of User details and Application details: the principal's role assignments grouped by
// scope, with add (the shared RoleAssignmentAddDialog, opened at /platform) and remove (asks first).
// Both go through POST /api/authorization/role-assignments, bounded by my own rights: the server says
// per role whether I may remove it (abilities.remove) and refuses the rest.
import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLATFORM_SCOPE, type UserScopeAssignments } from '@cairn/contracts';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { RoleAssignmentAddDialog, type RoleAssignee } from './dialogs/RoleAssignmentAddDialog';
import { IconAction } from '../../../shared/components/IconAction';

interface Props {
  /** Who: a user by e-mail or an application by aadObjectId (the id role assignment updates take). */
  principal: RoleAssignee;
  /** The principal's abilities.assignRoles: the add button. */
  canAssign: boolean;
  /** useUserRoleAssignments or useApplicationRoleAssignments; called with the principal's id. */
  useAssignments: (principalId: string) => UseQueryResult<UserScopeAssignments[] | undefined>;
  /** That query's key, reloaded after a change. */
  assignmentsKey: QueryKey;
}

interface Row {
  key: string;
  scope: string;
  scopeKind: string;
  scopeName: string;
  role: string;
  canRemove: boolean;
  /** Rows of one scope are drawn as one group: the first carries the scope cell. */
  groupSize: number;
}

/** Texts and test ids per kind: the users' and applications' screens keep their own words. */
const KIND = {
  User: { ns: 'adminUsers', id: 'user' },
  Application: { ns: 'adminApplications', id: 'application' },
} as const;

export function PrincipalRolesTab({ principal, canAssign, useAssignments, assignmentsKey }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const assignments = useAssignments(principal.principalId);
  const update = useUpdateRoleAssignments();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const { ns, id } = KIND[principal.principalType];
  const reload = () => queryClient.invalidateQueries({ queryKey: assignmentsKey });

  const rows: Row[] = (assignments.data ?? []).flatMap((group) =>
    group.roles.map((role, i) => ({
      key: `${group.scope} ${role.name}`,
      scope: group.scope,
      scopeKind: group.scopeKind,
      scopeName: group.scopeName,
      role: role.name,
      canRemove: role.abilities.remove,
      groupSize: i === 0 ? group.roles.length : 0,
    })),
  );

  const remove = async (row: Row) => {
    try {
      const { refused } = await update.mutateAsync([
        [
          {
            principalId: principal.principalId,
            principalType: principal.principalType,
            roleName: row.role,
            scope: row.scope,
            action: 'Remove',
          },
        ],
      ]);
      if (refused.length === 0) void message.success(t(`${ns}.roleRemoved`, { role: row.role }));
    } finally {
      await reload();
    }
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`${ns}.roleAssignments`)}
        </Typography.Title>
        {canAssign && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid={`${id}-role-add`}
          >
            {t('adminRoleAssignments.addRoleAssignmentButton')}
          </Button>
        )}
      </Flex>
      <Table<Row>
        rowKey="key"
        loading={assignments.isFetching}
        dataSource={rows}
        pagination={false}
        data-testid={`${id}-roles-table`}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${ns}.noRoles`)} />,
        }}
        onRow={(row) =>
          ({ 'data-scope': row.scope, 'data-role': row.role }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            key: 'scope',
            title: t('adminRoleAssignments.scope'),
            onCell: (row) => ({ rowSpan: row.groupSize }),
            render: (_, row) => (
              <Flex vertical>
                <span>
                  <Tag>{t(`adminRoleAssignments.scopeKinds.${row.scopeKind}`)}</Tag>
                  {row.scopeName}
                </span>
                <Typography.Text type="secondary" code>
                  {row.scope}
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'role', dataIndex: 'role', title: t('adminRoleAssignments.role') },
          {
            key: 'remove',
            title: t('adminRoleAssignments.remove'),
            width: 90,
            render: (_, row) =>
              row.canRemove && (
                <IconAction
                  title={t('adminRoleAssignments.remove')}
                  danger
                  icon={<DeleteOutlined />}
                  label={t(`${ns}.removeRole`, { role: row.role, scope: row.scope })}
                  onClick={() => setRemoving(row)}
                  data-testid={`${id}-role-remove`}
                />
              ),
          },
        ]}
      />
      <RoleAssignmentAddDialog
        open={adding}
        assignee={principal}
        contextScope={PLATFORM_SCOPE}
        onClose={() => setAdding(false)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t(`${ns}.confirmRemoveRole`)}
        target={removing ? `${removing.role} — ${removing.scopeName || removing.scope}` : ''}
        description={
          removing &&
          t(`${ns}.removeRoleText`, {
            role: removing.role,
            scope: removing.scopeName || removing.scope,
            name: principal.name,
          })
        }
        okText={t('adminRoleAssignments.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId={`${id}-role-remove-confirm`}
      />
    </Card>
  );
}
