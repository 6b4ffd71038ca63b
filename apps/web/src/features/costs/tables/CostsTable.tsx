// The costs table (admin-console.md "Costs"): a row per resource with last month and month to date,
// a summary row, and an expandable detail table per resource (each meter with its quantity).
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Costs, CostRow } from '@cairn/contracts';
import { formatCost } from '../formatCost';

type Detail = CostRow['details'][number];

export function CostsTable({ costs, loading }: { costs: Costs | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (v: CostRow['lastMonth']) => formatCost(v, i18n.language, t);
  const columns: ColumnsType<CostRow> = [
    { title: t('costs.resourcePath'), dataIndex: 'resourcePath', key: 'resourcePath' },
    { title: t('costs.resourceName'), dataIndex: 'resourceName', key: 'resourceName' },
    {
      title: t('costs.lastMonth'),
      key: 'lastMonth',
      align: 'right',
      render: (_, row) => <span data-testid="costs-last-month">{money(row.lastMonth)}</span>,
    },
    {
      title: t('costs.monthToDate'),
      key: 'monthToDate',
      align: 'right',
      render: (_, row) => <span data-testid="costs-month-to-date">{money(row.monthToDate)}</span>,
    },
  ];
  const detailColumns: ColumnsType<Detail> = [
    {
      title: t('costs.meter'),
      dataIndex: 'meter',
      key: 'meter',
      render: (m: string) => t(`costs.meters.${m}`, m),
    },
    {
      title: t('costs.lastMonthQuantity'),
      key: 'lastMonthQuantity',
      align: 'right',
      render: (_, d) => quantity(d.lastMonthQuantity, d.unit),
    },
    { title: t('costs.lastMonth'), key: 'lastMonth', align: 'right', render: (_, d) => money(d.lastMonth) },
    {
      title: t('costs.monthToDateQuantity'),
      key: 'monthToDateQuantity',
      align: 'right',
      render: (_, d) => quantity(d.monthToDateQuantity, d.unit),
    },
    {
      title: t('costs.monthToDate'),
      key: 'monthToDate',
      align: 'right',
      render: (_, d) => money(d.monthToDate),
    },
  ];
  const quantity = (value: number | null, unit: string) =>
    value === null
      ? t('costs.na')
      : `${value.toLocaleString(i18n.language)} ${t(`costs.units.${unit}`, unit)}`;

  return (
    <Table<CostRow>
      data-testid="costs-table"
      rowKey="resourcePath"
      columns={columns}
      dataSource={costs?.rows ?? []}
      loading={loading}
      pagination={false}
      size="middle"
      locale={{ emptyText: <span data-testid="costs-empty">{t('costs.noCosts')}</span> }}
      onRow={(row) => ({ 'data-resource': row.resourcePath }) as React.HTMLAttributes<HTMLElement>}
      expandable={{
        rowExpandable: (row) => row.details.length > 0,
        expandedRowRender: (row) => (
          <Table<Detail>
            data-testid="costs-details"
            rowKey="meter"
            columns={detailColumns}
            dataSource={row.details}
            pagination={false}
            size="small"
          />
        ),
      }}
      summary={() =>
        costs && costs.rows.length > 0 ? (
          <Table.Summary.Row data-testid="costs-summary">
            <Table.Summary.Cell index={0} />
            <Table.Summary.Cell index={1}>
              <strong>{t('costs.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
            <Table.Summary.Cell index={3} align="right">
              <strong data-testid="costs-summary-last-month">{money(costs.summary.lastMonth)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong data-testid="costs-summary-month-to-date">{money(costs.summary.monthToDate)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
