// A contract's row opened: what the branch breaks, the columns with their types and keys, and where
// the version came from.
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractBreak, ContractColumn, DataContract } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { describeChange } from './contractTexts';

export function ContractDetails({ contract, breaks }: { contract: DataContract; breaks?: ContractBreak }) {
  const { t } = useTranslation();
  const isKey = (column: string) => contract.keys.some((k) => k.toLowerCase() === column.toLowerCase());
  return (
    <div data-testid="contract-details">
      {breaks && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid="contract-changes">
              {breaks.changes.map((change, index) => (
                <li key={index}>{describeChange(t, change)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Table<ContractColumn>
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={contract.columns}
        columns={[
          { title: t('contracts.column'), dataIndex: 'name' },
          { title: t('contracts.type'), dataIndex: 'dataType' },
          {
            title: t('contracts.key'),
            key: 'key',
            render: (_, column) => (isKey(column.name) ? <Tag color="blue">{t('contracts.key')}</Tag> : null),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {contract.recorded
          ? t('contracts.recorded', {
              version: contract.version,
              at: formatDateTime(contract.recordedAt ?? ''),
              by: contract.recordedBy ?? t('common.notAvailable'),
              branch: contract.branch,
            })
          : t('contracts.unrecorded')}
      </Typography.Paragraph>
    </div>
  );
}
