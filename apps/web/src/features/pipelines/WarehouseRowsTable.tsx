// Rows read from the warehouse (a table's preview, the FX rates, a test's failing rows): a small
// bordered grid, every value as text (cellText), scrolling sideways when the table is wide.
import type { ReactNode } from 'react';
import { Table } from 'antd';
import { cellText } from './tablePreviewCells';

type Row = { key: number; cells: unknown[] };

interface Props {
  /** In the rows' order: each column's React key and its header. */
  columns: { key: string; title: ReactNode }[];
  rows: unknown[][];
  /** The grid's height before it scrolls. */
  height: number;
  loading?: boolean;
  emptyText?: string;
  testId?: string;
}

export function WarehouseRowsTable({ columns, rows, height, loading, emptyText, testId }: Props) {
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
      columns={columns.map((column, index) => ({
        ...column,
        render: (_: unknown, row: Row) => cellText(row.cells[index]),
      }))}
    />
  );
}
