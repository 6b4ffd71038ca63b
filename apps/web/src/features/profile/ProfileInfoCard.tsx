import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';

export function ProfileInfoCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const none = t('common.notAvailable');
  return (
    <Card title={t('profile.userInfo')} data-testid="profile-info">
      <Descriptions
        column={1}
        layout="vertical"
        colon={false}
        size="small"
        items={[
          { key: 'displayName', label: t('profile.displayName'), children: user.displayName },
          { key: 'email', label: t('profile.email'), children: user.email },
          { key: 'jobTitle', label: t('profile.jobTitle'), children: user.jobTitle || none },
          {
            key: 'lastLogin',
            label: t('profile.lastLogin'),
            children: formatDateTime(user.lastLoginDate) ?? none,
          },
          {
            key: 'eula',
            label: t('profile.eulaAccepted'),
            children: formatDateTime(user.eulaAcceptedDate) ?? none,
          },
        ]}
      />
    </Card>
  );
}
