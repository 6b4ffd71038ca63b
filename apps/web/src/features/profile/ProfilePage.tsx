import { Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/api/profile/useCurrentUser';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { ProfileDisplayNameForm } from './forms/ProfileDisplayNameForm';
import { AccessTokensCard } from './AccessTokensCard';
import { AlertsCard } from './AlertsCard';
import { MyEngagementsCard } from './MyEngagementsCard';
import { ProfileInfoCard } from './ProfileInfoCard';
import { ProfilePictureCard } from './ProfilePictureCard';
import { ProfilePreferencesCard } from './ProfilePreferencesCard';

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpin />;

  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={user.email} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={24}>
            <ProfilePictureCard user={user} />
            <ProfileInfoCard user={user} />
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap={24}>
            <Card title={t('profile.edit')}>
              <ProfileDisplayNameForm user={user} />
            </Card>
            <ProfilePreferencesCard />
            <AlertsCard />
            <MyEngagementsCard user={user} />
            <AccessTokensCard />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
