// Users overview (admin-console.md "Users overview"): searchable (from 3 characters), paged table of
// name and e-mail, an activate/deactivate switch, a details icon and '+ New user'. The switch and the
// button follow what the server says I may do (abilities, Users.Writer at /platform).
import { useState } from 'react';
import { App, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateUserResult, UserListItem } from '@cairn/contracts';
import { useSetUserDisabled } from '../../../shared/api/authorization/useSetUserDisabled';
import { useUsers } from '../../../shared/api/authorization/useUsers';
import { AdminOverviewPage } from '../../../shared/components/AdminOverviewPage';
import { PrincipalDetailsLink } from '../principals/PrincipalDetailsLink';
import { UserCreateDialog } from './dialogs/UserCreateDialog';
import { UserSignInDialog } from './dialogs/UserSignInDialog';
import { userAddress } from './userAddress';

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
        <PrincipalDetailsLink
          to={userAddress(user.email)}
          title={t('adminUsers.details')}
          label={t('adminUsers.detailsOf', { name: user.name })}
          testId={`user-details-${user.email}`}
        />
      ),
    },
  ];

  return (
    <AdminOverviewPage<UserListItem>
      area="users"
      columns={columns}
      useList={useUsers}
      createDialog={(open, close) => <UserCreateDialog open={open} onClose={close} onCreated={setCreated} />}
    >
      <UserSignInDialog
        name={created?.user.name ?? ''}
        signIn={created?.signIn ?? null}
        onClose={() => setCreated(null)}
      />
    </AdminOverviewPage>
  );
}
