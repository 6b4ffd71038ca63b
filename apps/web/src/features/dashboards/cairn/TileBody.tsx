// What a tile shows for its rows — the same in a dashboard and in the builder's live view: a KPI, a
// table (numbers in the reader's language, right-aligned) or a chart; the reason when the rows
// could not be had; a skeleton while they load.
import { lazy, Suspense, useMemo } from 'react';
import { Alert, Skeleton, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_CAPACITY_PAUSED_CODE, type DashboardChart, type TileResult } from '@cairn/contracts';
import { isApiError } from '../../../shared/api/ApiError';
import { isOneLineType, useFormatValue } from '../../../shared/format/values';
import { isNumericType, kpiValue, tileRecords, vegaLiteSpec } from './tileCharts';

const VegaChart = lazy(() => import('./VegaChart'));
/** The table's row key: a name no query column has. */
const ROW_KEY = '\u0000row';

interface Props {
  chart: DashboardChart;
  title: string;
  result: TileResult | undefined;
  error: Error | null;
}

export function TileBody({ chart, title, result, error }: Props) {
  const { t, i18n } = useTranslation();
  const formatValue = useFormatValue();
  const spec = useMemo(() => (result ? vegaLiteSpec(chart, result) : null), [chart, result]);
  const records = useMemo(() => (result ? tileRecords(result) : []), [result]);

  if (error) {
    const paused = isApiError(error) && error.code === DASHBOARD_CAPACITY_PAUSED_CODE;
    return (
      <Alert
        type={paused ? 'warning' : 'error'}
        showIcon
        data-testid="tile-error"
        data-paused={paused}
        title={paused ? t('dashboards.capacityPaused') : t('dashboards.tileFailed')}
        description={paused ? undefined : error.message}
      />
    );
  }
  if (!result) return <Skeleton active data-testid="tile-loading" paragraph={{ rows: 4 }} />;
  if (chart.type === 'kpi')
    return <Statistic data-testid="tile-kpi" value={kpiValue(result, chart.value, i18n.language)} />;
  if (chart.type === 'table' || !spec)
    return (
      <Table
        size="small"
        data-testid="tile-table"
        rowKey={ROW_KEY}
        dataSource={records.map((record, i) => ({ ...record, [ROW_KEY]: i }))}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={result.columns.map((c) => {
          const numeric = isNumericType(c.type);
          return {
            key: c.name,
            dataIndex: c.name,
            title: c.name,
            align: numeric ? ('right' as const) : undefined,
            // Numbers and dates never break over two lines.
            onCell: () => ({ style: isOneLineType(c.type) ? { whiteSpace: 'nowrap' as const } : {} }),
            render: (v: unknown) => formatValue(v, c.type) ?? '',
          };
        })}
      />
    );
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <VegaChart spec={spec} title={title} />
    </Suspense>
  );
}
