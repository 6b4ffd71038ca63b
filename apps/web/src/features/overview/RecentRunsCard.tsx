import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIMELINE_RUNS } from '@cairn/contracts';

/** Timeline of the last pipeline runs; pipelines arrive with a later issue, so it is empty for now. */
export function RecentRunsCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('overview.recentRuns', { runs: TIMELINE_RUNS })} data-testid="recent-runs">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noRuns')} />
    </Card>
  );
}
