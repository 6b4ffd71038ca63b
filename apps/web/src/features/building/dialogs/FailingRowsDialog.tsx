// The failing rows a test run kept for one test (the first FAILING_ROWS_KEPT), with its columns.
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@cairn/contracts';
import { WarehouseRowsTable } from '../../pipelines/WarehouseRowsTable';

export function FailingRowsDialog({ result, onClose }: { result: TestResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = result?.failingRows ?? [];
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
          <WarehouseRowsTable
            columns={(result.columns ?? []).map((name, index) => ({ key: `${index}-${name}`, title: name }))}
            rows={rows}
            height={480}
            testId="failing-rows-table"
          />
        </>
      )}
    </Modal>
  );
}
