// The permissions overview's list (admin-console.md section 2): name, category and description, paged
// and searched on the server. Each row's buttons come from the permission's abilities: built-in
// permissions show neither edit nor delete.
import { Button, Flex, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionDefinitionItem } from '@cairn/contracts';
import { PagedTable } from '../../../../shared/components/PagedTable';
import { usePermissionDefinitions } from '../../../../shared/api/authorization/usePermissionDefinitions';

interface Props {
  actions?: ReactNode;
  onEdit: (permission: PermissionDefinitionItem) => void;
  onDelete: (permission: PermissionDefinitionItem) => void;
}

export function PermissionsTable({ actions, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PermissionDefinitionItem> = [
    {
      key: 'name',
      title: t('adminPermissions.name'),
      sorter: true,
      render: (_, permission) => (
        <Flex gap={8} align="center" wrap>
          {permission.name}
          {permission.builtIn && (
            <Tag data-testid={`permission-built-in-${permission.name}`}>{t('adminPermissions.builtIn')}</Tag>
          )}
        </Flex>
      ),
    },
    { key: 'category', title: t('adminPermissions.category'), dataIndex: 'category', sorter: true },
    { key: 'description', title: t('adminPermissions.description'), dataIndex: 'description' },
    {
      key: 'actions',
      title: t('adminPermissions.actions'),
      width: 110,
      render: (_, permission) => (
        <Flex gap={4}>
          {permission.abilities.update && (
            <Tooltip title={t('adminPermissions.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('adminPermissions.editPermission', { name: permission.name })}
                onClick={() => onEdit(permission)}
                data-testid={`permission-edit-${permission.name}`}
              />
            </Tooltip>
          )}
          {permission.abilities.delete && (
            <Tooltip title={t('common.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('adminPermissions.deletePermission', { name: permission.name })}
                onClick={() => onDelete(permission)}
                data-testid={`permission-delete-${permission.name}`}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <PagedTable<PermissionDefinitionItem>
      title={t('adminPermissions.listTitle')}
      testId="permissions"
      columns={columns}
      rowKey="name"
      useList={usePermissionDefinitions}
      defaultSort="name"
      actions={actions}
      emptyText={t('adminPermissions.noPermissions')}
    />
  );
}
