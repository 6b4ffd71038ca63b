// User details (/users/:email/:tab, admin-console.md "User details"): tabs profile, roles and the
// user's access tokens (issue 24). The
// overview's gate (Users.Reader at /platform) covers this page too; what I may change comes with the user.
import { Navigate, useNavigate, useParams, Link } from 'react-router';
import { Result, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { userKeys } from '../../../shared/api/authorization/keys';
import { useUser } from '../../../shared/api/authorization/useUser';
import { useUserRoleAssignments } from '../../../shared/api/authorization/useUserRoleAssignments';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PageSpin } from '../../../shared/components/PageSpin';
import { PrincipalRolesTab } from '../access/PrincipalRolesTab';
import { UserAccessTokensTab } from './UserAccessTokensTab';
import { UserProfileTab } from './UserProfileTab';
import { userAddress } from './userAddress';

const TABS = ['profile', 'roles', 'tokens'] as const;

export function UserDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email = '', tab } = useParams();
  const user = useUser(email);

  if (!TABS.includes(tab as (typeof TABS)[number])) return <Navigate to={userAddress(email)} replace />;
  if (user.isPending) return <PageSpin />;
  if (!user.data) {
    const missing = isApiError(user.error) && user.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'adminUsers.notFound' : 'adminUsers.loadFailed')}
        extra={<Link to="/users">{t('adminUsers.backToUsers')}</Link>}
        data-testid="user-not-found"
      />
    );
  }
  const detail = user.data;

  return (
    <>
      <PageHeader
        title={t('adminUsers.detailsTitle', { name: detail.name })}
        subtitle={
          <>
            {detail.email}{' '}
            {detail.disabled && (
              <Tag color="red" data-testid="user-inactive">
                {t('adminUsers.inactive')}
              </Tag>
            )}
          </>
        }
        extra={<Link to="/users">{t('adminUsers.backToUsers')}</Link>}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(userAddress(email, key))}
        destroyOnHidden
        data-testid="user-details-tabs"
        items={[
          {
            key: 'profile',
            label: <span data-testid="user-tab-profile">{t('adminUsers.profileTab')}</span>,
            children: <UserProfileTab user={detail} />,
          },
          {
            key: 'roles',
            label: <span data-testid="user-tab-roles">{t('adminUsers.rolesTab')}</span>,
            children: (
              <PrincipalRolesTab
                principal={{ principalId: detail.email, principalType: 'User', name: detail.name }}
                canAssign={detail.abilities.assignRoles}
                useAssignments={useUserRoleAssignments}
                assignmentsKey={userKeys.assignments(detail.email)}
              />
            ),
          },
          {
            key: 'tokens',
            label: <span data-testid="user-tab-tokens">{t('adminUsers.tokensTab')}</span>,
            children: <UserAccessTokensTab user={detail} />,
          },
        ]}
      />
    </>
  );
}
