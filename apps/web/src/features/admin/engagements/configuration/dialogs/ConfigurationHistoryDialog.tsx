// A card's version history (version, time, who): any version but the newest can be restored, which
// makes a new version; choosing two versions (or one, against the newest) shows their differences.
import { useState } from 'react';
import { App, Button, Flex, Modal, Popconfirm, Tag } from 'antd';
import { DiffOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, type ConfigurationVersion, type EngagementConfigurationKind } from '@cairn/contracts';
import { useConfigurationHistory } from '../../../../../shared/api/engagementConfigurations/useConfigurationHistory';
import { useRestoreEngagementConfiguration } from '../../../../../shared/api/engagementConfigurations/useRestoreEngagementConfiguration';
import { ListTable } from '../../../../../shared/components/ListTable';
import { formatTimestamp } from '../configurationText';
import { ConfigurationDiffDialog } from './ConfigurationDiffDialog';

interface Props {
  engagementId: string;
  kind: EngagementConfigurationKind;
  canRestore: boolean;
  onClose: () => void;
}

export function ConfigurationHistoryDialog({ engagementId, kind, canRestore, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const history = useConfigurationHistory(engagementId, kind);
  const restore = useRestoreEngagementConfiguration(engagementId, kind);
  const [selected, setSelected] = useState<number[]>([]);
  const [diff, setDiff] = useState<[ConfigurationVersion, ConfigurationVersion] | null>(null);
  const versions = history.data ?? [];
  const newest = versions[0]?.version;

  const compare = () => {
    const chosen = versions.filter((v) => selected.includes(v.version));
    const pair = chosen.length === 2 ? chosen : [chosen[0], versions[0]];
    setDiff([pair[0], pair[1]]);
  };

  const restoreVersion = (version: number) =>
    restore.mutateAsync(version).then(() => {
      void message.success(t('engagementConfigurations.restored', { version }));
      setSelected([]);
    });

  return (
    <Modal
      open
      title={t('engagementConfigurations.historyTitle', {
        card: t(`engagementConfigurations.cards.${kind}`),
      })}
      width={MODAL_WIDTH.wide}
      onCancel={onClose}
      footer={null}
      data-testid="configuration-history"
    >
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button
          icon={<DiffOutlined />}
          disabled={selected.length === 0 || (selected.length === 1 && selected[0] === newest)}
          onClick={compare}
          data-testid="configuration-history-compare"
        >
          {selected.length === 2
            ? t('engagementConfigurations.compareSelected')
            : t('engagementConfigurations.compareWithNewest')}
        </Button>
      </Flex>
      <ListTable<ConfigurationVersion>
        rowKey="version"
        size="small"
        query={history}
        pageSize={10}
        data-testid="configuration-history-table"
        onRow={(row) => ({ 'data-version': row.version }) as React.HTMLAttributes<HTMLElement>}
        rowSelection={{
          selectedRowKeys: selected,
          hideSelectAll: true,
          onChange: (keys) => setSelected((keys as number[]).slice(-2)),
          getCheckboxProps: (row) => ({
            disabled: selected.length >= 2 && !selected.includes(row.version),
            'aria-label': t('engagementConfigurations.versionNumber', { version: row.version }),
          }),
        }}
        columns={[
          {
            key: 'version',
            title: t('engagementConfigurations.version'),
            render: (_, row) => (
              <Flex gap={6} align="center">
                {row.version}
                {row.version === newest && <Tag color="blue">{t('engagementConfigurations.newest')}</Tag>}
                {row.restoredFrom !== null && (
                  <Tag>{t('engagementConfigurations.restoredFrom', { version: row.restoredFrom })}</Tag>
                )}
              </Flex>
            ),
          },
          {
            key: 'timestamp',
            title: t('engagementConfigurations.timestamp'),
            render: (_, row) => formatTimestamp(row.timestamp),
          },
          {
            key: 'who',
            title: t('engagementConfigurations.who'),
            render: (_, row) => row.createdByName ?? '-',
          },
          {
            key: 'tag',
            title: t('engagementConfigurations.versionTag'),
            render: (_, row) => row.tag ?? '',
          },
          {
            key: 'actions',
            title: '',
            align: 'right',
            render: (_, row) =>
              canRestore &&
              row.version !== newest && (
                <Popconfirm
                  title={t('engagementConfigurations.confirmRestore', { version: row.version })}
                  okText={t('engagementConfigurations.restore')}
                  cancelText={t('engagementConfigurations.cancel')}
                  onConfirm={() => restoreVersion(row.version)}
                >
                  <Button
                    size="small"
                    icon={<RollbackOutlined />}
                    loading={restore.isPending && restore.variables === row.version}
                    data-testid={`configuration-restore-${row.version}`}
                  >
                    {t('engagementConfigurations.restore')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      {diff && <ConfigurationDiffDialog kind={kind} versions={diff} onClose={() => setDiff(null)} />}
    </Modal>
  );
}
