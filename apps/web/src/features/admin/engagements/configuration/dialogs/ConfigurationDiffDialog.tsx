// The differences between two versions of a card: one row per field whose value changed, the older
// version on the left (admin-console.md section 3, "version history"; the "diff of two versions").
import { Empty, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  configurationChanges,
  MODAL_WIDTH,
  type ConfigurationVersion,
  type EngagementConfigurationKind,
} from '@cairn/contracts';
import { fieldLabelKey, formatValue } from '../configurationText';

interface Props {
  kind: EngagementConfigurationKind;
  versions: [ConfigurationVersion, ConfigurationVersion];
  onClose: () => void;
}

export function ConfigurationDiffDialog({ kind, versions, onClose }: Props) {
  const { t } = useTranslation();
  const [older, newer] = [...versions].sort((a, b) => a.version - b.version);
  const changes = configurationChanges(kind, older.values, newer.values);
  return (
    <Modal
      open
      title={t('engagementConfigurations.diffTitle', { older: older.version, newer: newer.version })}
      width={MODAL_WIDTH.wide}
      onCancel={onClose}
      footer={null}
      data-testid="configuration-diff"
    >
      {changes.length === 0 ? (
        <Empty
          description={t('engagementConfigurations.noDifferences')}
          data-testid="configuration-diff-empty"
        />
      ) : (
        <Table
          rowKey="field"
          size="small"
          pagination={false}
          dataSource={changes}
          data-testid="configuration-diff-table"
          onRow={(row) => ({ 'data-field': row.field }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'field',
              title: t('engagementConfigurations.field'),
              render: (_, row) => t(fieldLabelKey(row.field)),
            },
            {
              key: 'before',
              title: t('engagementConfigurations.versionNumber', { version: older.version }),
              render: (_, row) => <Typography.Text delete>{formatValue(row.before)}</Typography.Text>,
            },
            {
              key: 'after',
              title: t('engagementConfigurations.versionNumber', { version: newer.version }),
              render: (_, row) => <Typography.Text strong>{formatValue(row.after)}</Typography.Text>,
            },
          ]}
        />
      )}
    </Modal>
  );
}
