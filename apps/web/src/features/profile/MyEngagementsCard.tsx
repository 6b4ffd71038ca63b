// "My engagements" on the profile: choosing one switches to it exactly like the navbar selector.
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import { useMyEngagements } from '../../shared/api/engagements/useMyEngagements';
import { useSwitchEngagement } from '../../shared/engagement/useSwitchEngagement';
import { PageSpin } from '../../shared/components/PageSpin';

export function MyEngagementsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const engagements = useMyEngagements();
  const { switchTo, isPending } = useSwitchEngagement();

  return (
    <Card title={t('profile.myEngagements')} data-testid="my-engagements">
      {engagements.isPending ? (
        <PageSpin />
      ) : !engagements.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.noEngagements')} />
      ) : (
        <ul className="cairn-plain-list">
          {engagements.data.map((engagement) => {
            const current = engagement.id === user.currentEngagementId;
            return (
              <li key={engagement.id}>
                <Button
                  type="text"
                  block
                  disabled={isPending}
                  onClick={() => void switchTo(engagement.id)}
                  data-testid={`my-engagement-${engagement.id}`}
                  style={{ height: 'auto', padding: '8px 12px', justifyContent: 'space-between' }}
                >
                  <Flex vertical align="flex-start">
                    <Typography.Text strong>{engagement.name}</Typography.Text>
                    <Typography.Text type="secondary">{engagement.tenantName}</Typography.Text>
                  </Flex>
                  <Flex gap={8} align="center">
                    {current && <Tag color="success">{t('profile.currentEngagement')}</Tag>}
                    <RightOutlined aria-hidden="true" />
                  </Flex>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
