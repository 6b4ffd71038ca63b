// The permissions overview's columns (admin-console.md section 2): name, category and description,
// sorted on the server. Each row's buttons come from the permission's abilities: built-in permissions
// show neither edit nor delete.
import { Flex, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionDefinitionItem } from '@cairn/contracts';
import { IconAction } from '../../../../shared/components/IconAction';

interface Handlers {
  onEdit: (permission: PermissionDefinitionItem) => void;
  onDelete: (permission: PermissionDefinitionItem) => void;
}

export function usePermissionColumns({
  onEdit,
  onDelete,
}: Handlers): TableColumnsType<PermissionDefinitionItem> {
  const { t } = useTranslation();
  return [
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
            <IconAction
              title={t('adminPermissions.edit')}
              label={t('adminPermissions.editPermission', { name: permission.name })}
              icon={<EditOutlined />}
              onClick={() => onEdit(permission)}
              data-testid={`permission-edit-${permission.name}`}
            />
          )}
          {permission.abilities.delete && (
            <IconAction
              title={t('common.delete')}
              label={t('adminPermissions.deletePermission', { name: permission.name })}
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(permission)}
              data-testid={`permission-delete-${permission.name}`}
            />
          )}
        </Flex>
      ),
    },
  ];
}
