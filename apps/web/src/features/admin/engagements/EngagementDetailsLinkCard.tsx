// On the engagement's Configuration page: the way to its Engagement details (storage purposes and
// the other settings of the admin console).
import { Card, Flex, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';

export function EngagementDetailsLinkCard() {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  if (!engagementId) return null;
  return (
    <Card style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">{t('engagementDetails.linkText')}</Typography.Text>
        <Link
          to={`/engagements/${encodeURIComponent(engagementId)}/storage`}
          data-testid="engagement-details-link"
        >
          {t('engagementDetails.openStorage')} <RightOutlined />
        </Link>
      </Flex>
    </Card>
  );
}
