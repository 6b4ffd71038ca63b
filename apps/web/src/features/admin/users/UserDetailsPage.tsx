// User details (/users/:email/:tab, admin-console.md "User details"): tabs profile, roles and the
// user's access tokens (issue 24). The
// overview's gate (Users.Reader at /platform) covers this page too; what I may change comes with the user.
import { useParams } from 'react-router';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@cairn/contracts';
import { userKeys } from '../../../shared/api/authorization/keys';
import { useUser } from '../../../shared/api/authorization/useUser';
import { useUserRoleAssignments } from '../../../shared/api/authorization/useUserRoleAssignments';
import { AdminDetailsPage } from '../../../shared/components/AdminDetailsPage';
import { PrincipalRolesTab } from '../access/PrincipalRolesTab';
import { UserAccessTokensTab } from './UserAccessTokensTab';
import { UserProfileTab } from './UserProfileTab';
import { userAddress } from './userAddress';

const TABS = ['profile', 'roles', 'tokens'] as const;
type UserTab = (typeof TABS)[number];

export function UserDetailsPage() {
  const { t } = useTranslation();
  const { email = '', tab } = useParams();
  const user = useUser(email);

  return (
    <AdminDetailsPage<UserDetail, UserTab>
      entity="user"
      query={user}
      notFound={t('adminUsers.notFound')}
      loadFailed={t('adminUsers.loadFailed')}
      back={{ to: '/users', label: t('adminUsers.backToUsers') }}
      tabs={TABS}
      active={tab}
      address={(key) => userAddress(email, key)}
      tabLabel={(key) => t(`adminUsers.${key}Tab`)}
      header={(detail) => ({
        title: t('adminUsers.detailsTitle', { name: detail.name }),
        subtitle: (
          <>
            {detail.email}{' '}
            {detail.disabled && (
              <Tag color="red" data-testid="user-inactive">
                {t('adminUsers.inactive')}
              </Tag>
            )}
          </>
        ),
      })}
      content={(detail) => ({
        profile: <UserProfileTab user={detail} />,
        roles: (
          <PrincipalRolesTab
            principal={{ principalId: detail.email, principalType: 'User', name: detail.name }}
            canAssign={detail.abilities.assignRoles}
            useAssignments={useUserRoleAssignments}
            assignmentsKey={userKeys.assignments(detail.email)}
          />
        ),
        tokens: <UserAccessTokensTab user={detail} />,
      })}
    />
  );
}
