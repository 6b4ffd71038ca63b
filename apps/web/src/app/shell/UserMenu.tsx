// The user menu of the navbar (workspace.md section 2): global entries only with their global read
// permission (at scope '/platform'), the theme choice and sign-out.
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CheckOutlined,
  ClusterOutlined,
  CommentOutlined,
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_SCOPE, TEMPLATES, type CurrentUser, type TemplateName } from '@cairn/contracts';
import { usePermissions } from '../../shared/api/authorization/usePermissions';
import { useAppSettings } from '../../shared/api/appSettings/useAppSettings';
import { profilePictureAddress } from '../../shared/api/profile/useProfilePicture';
import { useChangeTemplate } from '../../shared/preferences/usePreferenceChanges';
import { signOut } from './signOut';

const THEME_PREFIX = 'theme:';

export function UserMenu({ user, color }: { user: CurrentUser; color: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: settings } = useAppSettings();
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const flags = permissions.global;
  const { template, change: changeTemplate } = useChangeTemplate();

  const link = (key: string, label: string, icon: React.ReactNode, show = true) =>
    show ? [{ key, label, icon }] : [];
  const items: MenuProps['items'] = [
    ...link('/profile', t('userMenu.profile'), <UserOutlined />),
    ...link('/users', t('userMenu.users'), <TeamOutlined />, flags.canReadGlobalUsers),
    ...link('/applications', t('userMenu.applications'), <AppstoreOutlined />, flags.canReadGlobalUsers),
    ...link('/tenants', t('userMenu.tenants'), <ApartmentOutlined />, flags.canReadGlobalTenants),
    ...link('/engagements', t('userMenu.engagements'), <ClusterOutlined />, flags.canReadGlobalEngagements),
    ...link('/roles', t('userMenu.roles'), <SafetyCertificateOutlined />, flags.canReadGlobalAuthorization),
    ...link('/permissions', t('userMenu.permissions'), <KeyOutlined />, flags.canReadGlobalAuthorization),
    ...link('/audit-log', t('userMenu.auditLog'), <AuditOutlined />, flags.canReadGlobalAuthorization),
    ...link('/feedback', t('userMenu.feedback'), <CommentOutlined />, flags.canReadFeedback),
    ...link('/overview', t('userMenu.overview'), <HomeOutlined />),
    { type: 'divider' },
    {
      type: 'group',
      key: 'theme',
      label: <span data-testid="theme-switch">{t('userMenu.theme')}</span>,
      children: TEMPLATES.map((name) => ({
        key: THEME_PREFIX + name,
        label: <span data-testid={`theme-option-${name}`}>{t(`templates.${name}`)}</span>,
        icon:
          name === template ? (
            <CheckOutlined aria-label={t('userMenu.currentTheme')} />
          ) : (
            <span style={{ width: 14, display: 'inline-block' }} />
          ),
      })),
    },
    { type: 'divider' },
    { key: 'logout', label: t('userMenu.logout'), icon: <LogoutOutlined />, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      queryClient.clear();
      signOut(settings?.sso.logoutUrl ?? '/authorization/logout');
    } else if (key.startsWith(THEME_PREFIX)) {
      changeTemplate(key.slice(THEME_PREFIX.length) as TemplateName);
    } else {
      navigate(key);
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={t('userMenu.label')}
        style={{ color, height: 48, paddingInline: 6 }}
      >
        <img
          src={profilePictureAddress(user, 48)}
          alt={t('shell.profilePicture')}
          data-testid="profile-picture"
          width={40}
          height={40}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
        <DownOutlined style={{ fontSize: 12 }} />
      </Button>
    </Dropdown>
  );
}
