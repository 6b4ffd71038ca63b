// The failing rows a test run kept for one test (the first FAILING_ROWS_KEPT), with its columns.
import { Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@cairn/contracts';
import { cellText } from '../../pipelines/tablePreviewCells';

type Row = { key: number; cells: unknown[] };

export function FailingRowsDialog({ result, onClose }: { result: TestResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rows: Row[] = (result?.failingRows ?? []).map((cells, key) => ({ key, cells }));
  const total = result?.failingRowCount ?? rows.length;
  return (
    <Modal
      open={!!result}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 90vw)"
      title={result && t('testing.failingRowsOf', { test: result.test, node: result.node })}
      destroyOnHidden
      data-testid="failing-rows-dialog"
    >
      {result && (
        <>
          <Typography.Paragraph type="secondary">
            {rows.length < total
              ? t('testing.firstFailingRows', { shown: rows.length, total })
              : t('testing.allFailingRows', { total })}
          </Typography.Paragraph>
          <Table<Row>
            size="small"
            bordered
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content', y: 480 }}
            data-testid="failing-rows-table"
            columns={(result.columns ?? []).map((name, index) => ({
              key: `${index}-${name}`,
              title: name,
              render: (_: unknown, row: Row) => cellText(row.cells[index]),
            }))}
          />
        </>
      )}
    </Modal>
  );
}
