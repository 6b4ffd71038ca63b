// One tile of a Cairn dashboard: its rows for the current filters, drawn as the definition says,
// with a loading state, the server's reason when the query fails (or the capacity is paused), and
// the CSV download of the same rows.
import { lazy, Suspense, useMemo } from 'react';
import { Alert, Card, Skeleton, Statistic, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_CAPACITY_PAUSED_CODE, type DashboardTile as Tile } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import {
  tileCsvAddress,
  useDashboardTile,
  type TileAddress,
} from '../../../shared/api/dashboards/useDashboardTile';
import { kpiValue, tileRecords, vegaLiteSpec } from './tileCharts';
import { IconAction } from '../../../shared/components/IconAction';

const VegaChart = lazy(() => import('./VegaChart'));
/** The table's row key: a name no query column has. */
const ROW_KEY = '\u0000row';

export function DashboardTile({ tile, address }: { tile: Tile; address: Omit<TileAddress, 'tileId'> }) {
  const { t, i18n } = useTranslation();
  const at = { ...address, tileId: tile.id };
  const query = useDashboardTile(at);
  const result = query.data;
  const spec = useMemo(() => (result ? vegaLiteSpec(tile.chart, result) : null), [tile.chart, result]);
  const records = useMemo(() => (result ? tileRecords(result) : []), [result]);

  let body;
  if (query.isError) {
    const paused = isApiError(query.error) && query.error.code === DASHBOARD_CAPACITY_PAUSED_CODE;
    body = (
      <Alert
        type={paused ? 'warning' : 'error'}
        showIcon
        data-testid="tile-error"
        data-paused={paused}
        title={paused ? t('dashboards.capacityPaused') : t('dashboards.tileFailed')}
        description={paused ? undefined : query.error.message}
      />
    );
  } else if (!result) {
    body = <Skeleton active data-testid="tile-loading" paragraph={{ rows: 4 }} />;
  } else if (tile.chart.type === 'kpi') {
    body = <Statistic data-testid="tile-kpi" value={kpiValue(result, tile.chart.value, i18n.language)} />;
  } else if (tile.chart.type === 'table' || !spec) {
    body = (
      <Table
        size="small"
        data-testid="tile-table"
        rowKey={ROW_KEY}
        dataSource={records.map((record, i) => ({ ...record, [ROW_KEY]: i }))}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={result.columns.map((c) => ({
          key: c.name,
          dataIndex: c.name,
          title: c.name,
          render: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
        }))}
      />
    );
  } else {
    body = (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <VegaChart spec={spec} title={tile.title} />
      </Suspense>
    );
  }

  return (
    <Card
      title={tile.title}
      size="small"
      data-testid="dashboard-tile"
      data-tile={tile.id}
      data-state={query.isError ? 'error' : !result ? 'loading' : query.isFetching ? 'refreshing' : 'ready'}
      style={{ height: '100%', opacity: query.isPlaceholderData ? 0.6 : 1 }}
      extra={
        <IconAction
          title={t('dashboards.downloadCsv')}
          size="small"
          icon={<DownloadOutlined />}
          href={tileCsvAddress(at)}
          download={`${tile.id}.csv`}
          label={t('dashboards.downloadCsvOf', { title: tile.title })}
          data-testid="tile-csv"
          disabled={!result}
        />
      }
    >
      {result?.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('dashboards.truncated', { count: result.rows.length })}
        />
      )}
      {body}
    </Card>
  );
}
