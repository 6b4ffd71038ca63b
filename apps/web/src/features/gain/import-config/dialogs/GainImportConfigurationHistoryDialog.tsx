// The import configuration's history (workspace.md sections 3-4): version, date, time, who, and the
// files and tables of each; any version but the newest (the first row) can be restored, which
// makes a new version.
import { App, Button, Modal, Popconfirm, Table, Tag } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, type GainProcessType } from '@cairn/contracts';
import type { ApiData } from '../../../../shared/api/api';
import { useGainImportConfigurationHistory } from '../../../../shared/api/gainImportConfig/useGainImportConfigurationHistory';
import { useRestoreGainImportConfiguration } from '../../../../shared/api/gainImportConfig/useRestoreGainImportConfiguration';

type Entry = ApiData<
  '/api/engagements/{engagementId}/gain/import-configurations/{processType}/history',
  'get'
>[number];

interface Props {
  engagementId: string;
  processType: GainProcessType;
  canRestore: boolean;
  onClose: () => void;
}

export function GainImportConfigurationHistoryDialog({
  engagementId,
  processType,
  canRestore,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const history = useGainImportConfigurationHistory(engagementId, processType);
  const restore = useRestoreGainImportConfiguration(engagementId, processType);
  const versions = history.data ?? [];
  const newest = versions[0]?.version;

  const restoreVersion = (version: number) =>
    restore
      .mutateAsync(version)
      .then((restored) =>
        message.success(t('gainImportConfig.restored', { version, newVersion: restored?.version })),
      );

  return (
    <Modal
      open
      title={t('gainImportConfig.historyTitle', {
        processType: t(`gainImportConfig.processTypes.${processType}`),
      })}
      width={MODAL_WIDTH.wide}
      onCancel={onClose}
      footer={null}
    >
      <div data-testid="gain-config-history">
        <Table<Entry>
          rowKey="version"
          size="small"
          loading={history.isPending}
          dataSource={versions}
          locale={{ emptyText: t('gainImportConfig.noHistory') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          onRow={(row) => ({ 'data-version': row.version }) as React.HTMLAttributes<HTMLElement>}
          data-testid="gain-config-history-table"
          columns={[
            {
              key: 'version',
              title: t('gainImportConfig.versionColumn'),
              render: (_, row) => (
                <>
                  {row.version}{' '}
                  {row.restoredFrom !== null && (
                    <Tag>{t('gainImportConfig.restoredFrom', { version: row.restoredFrom })}</Tag>
                  )}
                </>
              ),
            },
            {
              key: 'date',
              title: t('gainImportConfig.date'),
              render: (_, row) => dayjs(row.timestamp).format('YYYY-MM-DD'),
            },
            {
              key: 'time',
              title: t('gainImportConfig.time'),
              render: (_, row) => dayjs(row.timestamp).format('HH:mm:ss'),
            },
            { key: 'who', title: t('gainImportConfig.updatedBy'), render: (_, row) => row.updatedBy ?? '-' },
            {
              key: 'contents',
              title: t('gainImportConfig.contents'),
              render: (_, row) =>
                t('gainImportConfig.contentsText', {
                  files: row.fileConfigurations.length,
                  tables: row.tableConfigurations.length,
                }),
            },
            {
              key: 'actions',
              title: '',
              align: 'right',
              render: (_, row) =>
                row.version !== newest && (
                  <Popconfirm
                    title={t('gainImportConfig.confirmRestore', { version: row.version })}
                    okText={t('gainImportConfig.restore')}
                    cancelText={t('gainImportConfig.cancel')}
                    onConfirm={() => restoreVersion(row.version)}
                    disabled={!canRestore}
                  >
                    <Button
                      size="small"
                      icon={<RollbackOutlined />}
                      disabled={!canRestore}
                      loading={restore.isPending && restore.variables === row.version}
                      data-testid={`gain-config-restore-${row.version}`}
                    >
                      {t('gainImportConfig.restore')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
