// The roles tab of User details: the user's role assignments grouped by scope, with add (the shared
// RoleAssignmentAddDialog, opened at /platform) and remove (asks first). What I may add or remove is
// bounded by my own rights: the server says so per role (abilities.remove) and refuses the rest.
import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLATFORM_SCOPE, type UserDetail } from '@cairn/contracts';
import { userKeys } from '../../../shared/api/authorization/keys';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
import { useUserRoleAssignments } from '../../../shared/api/authorization/useUserRoleAssignments';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { RoleAssignmentAddDialog } from '../access/dialogs/RoleAssignmentAddDialog';

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

export function UserRolesTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const assignments = useUserRoleAssignments(user.email);
  const update = useUpdateRoleAssignments();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: userKeys.assignments(user.email) });

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
            principalId: user.email,
            principalType: 'User',
            roleName: row.role,
            scope: row.scope,
            action: 'Remove',
          },
        ],
      ]);
      if (refused.length === 0) void message.success(t('adminUsers.roleRemoved', { role: row.role }));
    } finally {
      await reload();
    }
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('adminUsers.roleAssignments')}
        </Typography.Title>
        {user.abilities.assignRoles && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="user-role-add"
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
        data-testid="user-roles-table"
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminUsers.noRoles')} />,
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
                <Tooltip title={t('adminRoleAssignments.remove')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('adminUsers.removeRole', { role: row.role, scope: row.scope })}
                    onClick={() => setRemoving(row)}
                    data-testid="user-role-remove"
                  />
                </Tooltip>
              ),
          },
        ]}
      />
      <RoleAssignmentAddDialog
        open={adding}
        assignee={{ principalId: user.email, principalType: 'User', name: user.name }}
        contextScope={PLATFORM_SCOPE}
        onClose={() => setAdding(false)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('adminUsers.confirmRemoveRole')}
        target={removing ? `${removing.role} — ${removing.scopeName || removing.scope}` : ''}
        description={
          removing &&
          t('adminUsers.removeRoleText', {
            role: removing.role,
            scope: removing.scopeName || removing.scope,
            name: user.name,
          })
        }
        okText={t('adminRoleAssignments.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId="user-role-remove-confirm"
      />
    </Card>
  );
}
