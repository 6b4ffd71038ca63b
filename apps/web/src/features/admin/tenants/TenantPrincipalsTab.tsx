// Tenant details' Users and Applications tabs (admin-console.md section 2): the count, Add user / Add
// application, and a table of each principal's name with its roles at the tenant, sorted by role name
// then scope. The remove icon (shown when the server says I may remove every role of the row) asks
// 'confirm remove user from tenant' and says 'tenant user deleted' (application likewise).
import { useState } from 'react';
import { App, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AggregatedAssignment, Tenant } from '@cairn/contracts';
import { useUpdateRoleAssignments } from '../../../shared/api/authorization/useUpdateRoleAssignments';
import { tenantKeys } from '../../../shared/api/tenants/keys';
import { useTenantAssignments } from '../../../shared/api/tenants/useTenantAssignments';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { TenantPrincipalAddDialog } from './dialogs/TenantPrincipalAddDialog';
import { IconAction } from '../../../shared/components/IconAction';
import { noPrincipals, principalNameColumn, principalRow } from '../access/principalColumns';

interface Props {
  tenant: Tenant;
  principalType: 'User' | 'Application';
}

const byRoleThenScope = (a: { roleName: string; scope: string }, b: { roleName: string; scope: string }) =>
  a.roleName.localeCompare(b.roleName) || a.scope.localeCompare(b.scope);

export function TenantPrincipalsTab({ tenant, principalType }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const assignments = useTenantAssignments(tenant.id, principalType);
  const update = useUpdateRoleAssignments();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AggregatedAssignment | null>(null);
  const kind = principalType === 'User' ? 'user' : 'application';
  const Kind = principalType;
  const rows = assignments.data ?? [];
  const canWrite = tenant.abilities.assignRoles;
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: tenantKeys.assignments(tenant.id, principalType) });

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
      if (refused.length === 0) void message.success(t(`adminTenants.tenant${Kind}Deleted`));
      else void message.warning(t('adminTenants.notRemoved', { name: row.aggregationDisplayName }));
    } finally {
      await reload();
    }
  };

  return (
    <Card
      data-testid={`tenant-${kind}s`}
      title={
        <>
          {t(`adminTenants.${kind}sTitle`)}{' '}
          <Typography.Text type="secondary" data-testid={`tenant-${kind}s-count`} data-count={rows.length}>
            {t('pagedTable.total', { total: rows.length })}
          </Typography.Text>
        </>
      }
      extra={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid={`tenant-add-${kind}-open`}
          >
            {t(`adminTenants.add${Kind}`)}
          </Button>
        )
      }
    >
      <Table<AggregatedAssignment>
        rowKey="aggregationId"
        loading={assignments.isPending}
        dataSource={rows}
        pagination={false}
        data-testid={`tenant-${kind}s-table`}
        onRow={principalRow}
        locale={noPrincipals(t(`adminTenants.no${Kind}s`))}
        columns={[
          principalNameColumn(t('adminTenants.name')),
          {
            key: 'roles',
            title: t('adminTenants.rolesAndScopes'),
            render: (_, row) => (
              <Flex vertical gap={4}>
                {[...row.assignments].sort(byRoleThenScope).map((a) => (
                  <Flex key={`${a.roleName} ${a.scope}`} gap={4} align="center">
                    <Tag>{a.roleName}</Tag>
                    <Typography.Text type="secondary">{a.scope}</Typography.Text>
                  </Flex>
                ))}
              </Flex>
            ),
          },
          ...(canWrite
            ? [
                {
                  key: 'remove',
                  title: t('adminTenants.remove'),
                  width: 90,
                  render: (_: unknown, row: AggregatedAssignment) =>
                    row.abilities.remove && (
                      <IconAction
                        title={t(`adminTenants.remove${Kind}`, { name: row.aggregationDisplayName })}
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => setRemoving(row)}
                        data-testid={`tenant-remove-${kind}`}
                      />
                    ),
                },
              ]
            : []),
        ]}
      />
      {adding && (
        <TenantPrincipalAddDialog
          open
          tenantId={tenant.id}
          principalType={principalType}
          onClose={() => setAdding(false)}
          onSaved={() => void reload()}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t(`adminTenants.confirmRemove${Kind}`)}
        target={removing?.aggregationDisplayName ?? ''}
        description={
          removing && t(`adminTenants.remove${Kind}Text`, { name: removing.aggregationDisplayName })
        }
        okText={t('adminTenants.remove')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        testId={`tenant-remove-${kind}-confirm`}
      />
    </Card>
  );
}
