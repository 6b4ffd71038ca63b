// Users overview (admin-console.md "Users overview"): searchable (from 3 characters), paged table of
// name and e-mail, an activate/deactivate switch, a details icon and '+ New user'. The switch and the
// button follow what the server says I may do (abilities, Users.Writer at /platform).
import { useState } from 'react';
import { App, Button, Switch, Tooltip, type TableColumnsType } from 'antd';
import { PlusOutlined, RightCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERMISSIONS, PLATFORM_SCOPE, type CreateUserResult, type UserListItem } from '@cairn/contracts';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { useSetUserDisabled } from '../../../shared/api/authorization/useSetUserDisabled';
import { useUsers } from '../../../shared/api/authorization/useUsers';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PagedTable } from '../../../shared/components/PagedTable';
import { UserCreateDialog } from './dialogs/UserCreateDialog';
import { UserSignInDialog } from './dialogs/UserSignInDialog';

export const userAddress = (email: string, tab = 'profile') => `/users/${encodeURIComponent(email)}/${tab}`;

function ActiveSwitch({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setDisabled = useSetUserDisabled();
  return (
    <Switch
      checked={!user.disabled}
      disabled={!user.abilities.activate}
      loading={setDisabled.isPending}
      aria-label={t(user.disabled ? 'adminUsers.activate' : 'adminUsers.deactivate', { name: user.name })}
      data-testid={`user-active-${user.email}`}
      onChange={(active) =>
        setDisabled.mutate(
          { email: user.email, disabled: !active },
          {
            onSuccess: () =>
              void message.success(
                t(active ? 'adminUsers.activated' : 'adminUsers.deactivated', { name: user.name }),
              ),
          },
        )
      }
    />
  );
}

export function UsersOverviewPage() {
  const { t } = useTranslation();
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreateUserResult | null>(null);

  const columns: TableColumnsType<UserListItem> = [
    { key: 'name', dataIndex: 'name', title: t('adminUsers.name'), sorter: true },
    { key: 'email', dataIndex: 'email', title: t('adminUsers.email'), sorter: true },
    {
      key: 'active',
      title: t('adminUsers.active'),
      width: 110,
      render: (_, user) => <ActiveSwitch user={user} />,
    },
    {
      key: 'details',
      title: t('adminUsers.details'),
      width: 90,
      render: (_, user) => (
        <Tooltip title={t('adminUsers.details')}>
          <Link
            to={userAddress(user.email)}
            aria-label={t('adminUsers.detailsOf', { name: user.name })}
            data-testid={`user-details-${user.email}`}
          >
            <RightCircleOutlined />
          </Link>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('userMenu.users')} />
      <PagedTable<UserListItem>
        title={t('adminUsers.listTitle')}
        testId="users"
        columns={columns}
        rowKey="id"
        useList={useUsers}
        defaultSort="name"
        emptyText={t('adminUsers.noUsers')}
        actions={
          permissions.can(PERMISSIONS.usersWriter) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="new-user-open"
            >
              {t('adminUsers.newUser')}
            </Button>
          )
        }
      />
      <UserCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <UserSignInDialog
        name={created?.user.name ?? ''}
        signIn={created?.signIn ?? null}
        onClose={() => setCreated(null)}
      />
    </>
  );
}
