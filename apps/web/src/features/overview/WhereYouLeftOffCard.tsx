import { Button, Card, Empty, Typography } from 'antd';
import { ArrowRightOutlined, HistoryOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS } from '@cairn/contracts';
import { readLocal } from '../../shared/storage/localPreferences';

/** The last visited engagement page, kept in localStorage by EngagementPageGate. */
export function WhereYouLeftOffCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lastVisited = readLocal(LOCAL_KEYS.lastVisited);

  return (
    <Card
      title={
        <>
          <HistoryOutlined /> {t('overview.whereYouLeftOff')}
        </>
      }
      data-testid="where-you-left-off"
    >
      {lastVisited ? (
        <>
          <Typography.Paragraph>
            <Typography.Text type="secondary">{t('overview.lastVisited')} </Typography.Text>
            <Typography.Text code data-testid="last-visited">
              {lastVisited}
            </Typography.Text>
          </Typography.Paragraph>
          <Button
            type="primary"
            icon={<ArrowRightOutlined />}
            onClick={() => navigate(lastVisited)}
            data-testid="continue-button"
          >
            {t('overview.continue')}
          </Button>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noActivity')} />
      )}
    </Card>
  );
}
