// The roles tab of Application details: the application's role assignments grouped by scope, with add
// (the shared RoleAssignmentAddDialog, opened at /platform) and remove (asks first). Both go through
// POST /api/authorization/role-assignments, bounded by my own rights: the server says per role
// whether I may remove it (abilities.remove) and refuses the rest.
import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLATFORM_SCOPE, type Application } from '@cairn/contracts';
import { applicationKeys } from '../../../shared/api/authorization/keys';
import { useApplicationRoleAssignments } from '../../../shared/api/authorization/useApplicationRoleAssignments';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
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

export function ApplicationRolesTab({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const assignments = useApplicationRoleAssignments(application.aadObjectId);
  const update = useUpdateRoleAssignments();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: applicationKeys.assignments(application.aadObjectId) });

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
            principalId: application.aadObjectId,
            principalType: 'Application',
            roleName: row.role,
            scope: row.scope,
            action: 'Remove',
          },
        ],
      ]);
      if (refused.length === 0) void message.success(t('adminApplications.roleRemoved', { role: row.role }));
    } finally {
      await reload();
    }
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('adminApplications.roleAssignments')}
        </Typography.Title>
        {application.abilities.assignRoles && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="application-role-add"
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
        data-testid="application-roles-table"
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminApplications.noRoles')} />
          ),
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
                    aria-label={t('adminApplications.removeRole', { role: row.role, scope: row.scope })}
                    onClick={() => setRemoving(row)}
                    data-testid="application-role-remove"
                  />
                </Tooltip>
              ),
          },
        ]}
      />
      <RoleAssignmentAddDialog
        open={adding}
        assignee={{
          principalId: application.aadObjectId,
          principalType: 'Application',
          name: application.name,
        }}
        contextScope={PLATFORM_SCOPE}
        onClose={() => setAdding(false)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('adminApplications.confirmRemoveRole')}
        target={removing ? `${removing.role} — ${removing.scopeName || removing.scope}` : ''}
        description={
          removing &&
          t('adminApplications.removeRoleText', {
            role: removing.role,
            scope: removing.scopeName || removing.scope,
            name: application.name,
          })
        }
        okText={t('adminRoleAssignments.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId="application-role-remove-confirm"
      />
    </Card>
  );
}
