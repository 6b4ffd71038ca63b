// The engagement's FX rates under the FX Rate configuration and monitor screens of a gain
// engagement (workspace.md section 4 "FX rate"): the tables of the FX rate import configuration as
// the last FX-rate run loaded them, read through the server's warehouse preview.
import { Alert, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GainFxRates } from '@cairn/contracts';
import { useGainFxRates } from '../../../shared/api/gainBatches/useGainFxRates';
import { WarehouseRowsTable } from '../../pipelines/WarehouseRowsTable';

type FxTable = GainFxRates['tables'][number];

export function GainFxRatesCard({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const rates = useGainFxRates(engagementId);
  const tables = rates.data?.tables ?? [];
  const loaded = tables.filter((table) => table.preview);

  return (
    <Card title={t('gainBatches.fxRates.title')} style={{ marginTop: 16 }} data-testid="gain-fx-rates">
      {rates.isError ? (
        <Alert type="error" showIcon message={t('gainBatches.fxRates.loadFailed')} />
      ) : !rates.isPending && loaded.length === 0 ? (
        <Empty description={t('gainBatches.fxRates.empty')} data-testid="gain-fx-rates-empty" />
      ) : (
        <Flex vertical gap={16}>
          {rates.isPending && <Table size="small" loading dataSource={[]} columns={[]} />}
          {loaded.map((table) => (
            <FxRatesTable key={table.targetTableName} table={table} />
          ))}
        </Flex>
      )}
    </Card>
  );
}

function FxRatesTable({ table }: { table: FxTable }) {
  const { t } = useTranslation();
  const preview = table.preview!;
  return (
    <Flex vertical gap={8} data-testid="gain-fx-rates-table" data-table={table.targetTableName}>
      <Flex gap={8} align="center">
        <Typography.Text strong>{table.targetTableName}</Typography.Text>
        <Tag data-testid="gain-fx-rates-count" data-count={preview.rowCount}>
          {t('gainBatches.fxRates.rowCount', { count: preview.rowCount })}
        </Tag>
      </Flex>
      <WarehouseRowsTable
        columns={preview.columns.map((column) => ({ key: column.name, title: column.name }))}
        rows={preview.rows}
        height={400}
      />
    </Flex>
  );
}
