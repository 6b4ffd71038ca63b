// Rows read from the warehouse (a table's preview, the FX rates, a test's failing rows): a small
// bordered grid, every value as text (cellText; a typed column's numbers and dates in the reader's language),
// scrolling sideways when the table is wide.
import type { ReactNode } from 'react';
import { Table } from 'antd';
import { isNumericType } from '../../shared/format/numbers';
import { isOneLineType, useFormatValue } from '../../shared/format/values';
import { cellText } from './tablePreviewCells';

type Row = { key: number; cells: unknown[] };

interface Props {
  /** In the rows' order: each column's React key, its header and, when known, its type. */
  columns: { key: string; title: ReactNode; type?: string }[];
  rows: unknown[][];
  /** The grid's height before it scrolls. */
  height: number;
  loading?: boolean;
  emptyText?: string;
  testId?: string;
}

export function WarehouseRowsTable({ columns, rows, height, loading, emptyText, testId }: Props) {
  const formatValue = useFormatValue();
  return (
    <Table<Row>
      size="small"
      bordered
      loading={loading}
      dataSource={rows.map((cells, key) => ({ key, cells }))}
      pagination={false}
      scroll={{ x: 'max-content', y: height }}
      locale={emptyText === undefined ? undefined : { emptyText }}
      data-testid={testId}
      columns={columns.map(({ type, ...column }, index) => {
        // A typed column's numbers and dates in the reader's language, numbers right-aligned.
        const numeric = type !== undefined && isNumericType(type);
        return {
          ...column,
          align: numeric ? ('right' as const) : undefined,
          onCell: () => ({ style: type && isOneLineType(type) ? { whiteSpace: 'nowrap' as const } : {} }),
          render: (_: unknown, row: Row) => {
            const value = row.cells[index];
            return type === undefined || value === null ? cellText(value) : (formatValue(value, type) ?? '');
          },
        };
      })}
    />
  );
}
