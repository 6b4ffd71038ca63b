// The roles overview's list (admin-console.md section 2): name, scope mask, description and the
// number of permissions, paged and searched on the server. Each row's buttons come from the role's
// abilities: built-in roles show the view button and no delete.
import { Button, Flex, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleListItem } from '@cairn/contracts';
import { PagedTable } from '../../../../shared/components/PagedTable';
import { useRoles } from '../../../../shared/api/authorization/useRoles';

interface Props {
  actions?: ReactNode;
  onEdit: (role: RoleListItem) => void;
  onView: (role: RoleListItem) => void;
  onDelete: (role: RoleListItem) => void;
}

export function RolesTable({ actions, onEdit, onView, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<RoleListItem> = [
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
            <Tooltip title={t('adminRoles.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('adminRoles.editRole', { name: role.name })}
                onClick={() => onEdit(role)}
                data-testid={`role-edit-${role.name}`}
              />
            </Tooltip>
          ) : (
            <Tooltip title={t('adminRoles.view')}>
              <Button
                type="text"
                icon={<EyeOutlined />}
                aria-label={t('adminRoles.viewRole', { name: role.name })}
                onClick={() => onView(role)}
                data-testid={`role-view-${role.name}`}
              />
            </Tooltip>
          )}
          {role.abilities.delete && (
            <Tooltip title={t('common.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('adminRoles.deleteRole', { name: role.name })}
                onClick={() => onDelete(role)}
                data-testid={`role-delete-${role.name}`}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <PagedTable<RoleListItem>
      title={t('adminRoles.listTitle')}
      testId="roles"
      columns={columns}
      rowKey="name"
      useList={useRoles}
      defaultSort="name"
      actions={actions}
      emptyText={t('adminRoles.noRoles')}
    />
  );
}
