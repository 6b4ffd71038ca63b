import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** First dashboards of the engagement with a see-all link; dashboards arrive with a later issue. */
export function DashboardsPanel({ showSeeAll }: { showSeeAll: boolean }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('overview.dashboards')}
      extra={showSeeAll ? <Link to="/dashboards">{t('overview.seeAll')}</Link> : null}
      data-testid="dashboards-panel"
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noDashboards')} />
    </Card>
  );
}
