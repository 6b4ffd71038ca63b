import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARDS_PANEL_ITEMS, DATE_FORMATS } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { useDashboards } from '../../shared/api/dashboards/useDashboards';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';

const NEWEST_FIRST = { page: 1, pageSize: DASHBOARDS_PANEL_ITEMS, sort: '-uploadedAt' };

/**
 * The engagement's first 5 dashboards (workspace.md Overview) with a see-all link; an item opens
 * DashboardDetails. Asked only when the side menu offers Dashboards (their pages and permission).
 */
export function DashboardsPanel({ showSeeAll }: { showSeeAll: boolean }) {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  const list = useDashboards(showSeeAll ? engagementId : null, NEWEST_FIRST);
  const dashboards = list.data?.results ?? [];
  return (
    <Card
      title={t('overview.dashboards')}
      extra={showSeeAll ? <Link to="/dashboards">{t('overview.seeAll')}</Link> : null}
      data-testid="dashboards-panel"
    >
      {showSeeAll && list.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : dashboards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noDashboards')} />
      ) : (
        <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {dashboards.map((d) => (
            <li key={d.id} data-testid="dashboards-panel-item" data-dashboard={d.id}>
              <Link to={`/dashboards/${d.id}`}>
                <BarChartOutlined style={{ marginInlineEnd: 8 }} />
                {d.name}
              </Link>
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                {formatDateTime(d.uploadedAt, DATE_FORMATS.timeline)}
              </Typography.Text>
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}
