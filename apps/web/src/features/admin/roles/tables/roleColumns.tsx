// The roles overview's columns (admin-console.md section 2): name, scope mask, description and the
// number of permissions, sorted on the server. Each row's buttons come from the role's abilities:
// built-in roles show the view button and no delete.
import { Flex, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoleListItem } from '@cairn/contracts';
import { IconAction } from '../../../../shared/components/IconAction';

interface Handlers {
  onEdit: (role: RoleListItem) => void;
  onView: (role: RoleListItem) => void;
  onDelete: (role: RoleListItem) => void;
}

export function useRoleColumns({ onEdit, onView, onDelete }: Handlers): TableColumnsType<RoleListItem> {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('adminRoles.name'),
      sorter: true,
      render: (_, role) => (
        <Flex gap={8} align="center" wrap>
          {role.name}
          {role.builtIn && <Tag data-testid={`role-built-in-${role.name}`}>{t('adminRoles.builtIn')}</Tag>}
        </Flex>
      ),
    },
    { key: 'scopeMask', title: t('adminRoles.scopeMask'), dataIndex: 'scopeMask', sorter: true },
    { key: 'description', title: t('adminRoles.description'), dataIndex: 'description' },
    {
      key: 'permissionCount',
      title: t('adminRoles.permissionCount'),
      dataIndex: 'permissionCount',
      align: 'right',
      width: 130,
    },
    {
      key: 'actions',
      title: t('adminRoles.actions'),
      width: 110,
      render: (_, role) => (
        <Flex gap={4}>
          {role.abilities.update ? (
            <IconAction
              title={t('adminRoles.edit')}
              label={t('adminRoles.editRole', { name: role.name })}
              icon={<EditOutlined />}
              onClick={() => onEdit(role)}
              data-testid={`role-edit-${role.name}`}
            />
          ) : (
            <IconAction
              title={t('adminRoles.view')}
              label={t('adminRoles.viewRole', { name: role.name })}
              icon={<EyeOutlined />}
              onClick={() => onView(role)}
              data-testid={`role-view-${role.name}`}
            />
          )}
          {role.abilities.delete && (
            <IconAction
              title={t('common.delete')}
              label={t('adminRoles.deleteRole', { name: role.name })}
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(role)}
              data-testid={`role-delete-${role.name}`}
            />
          )}
        </Flex>
      ),
    },
  ];
}
