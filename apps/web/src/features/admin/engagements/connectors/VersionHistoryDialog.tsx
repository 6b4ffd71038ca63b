// The versions of one broker or API connection (version, timestamp, who), newest first; every version
// but the newest can be restored, which saves it again as the newest (admin-console.md section 4).
import { Button, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@cairn/contracts';

export interface VersionRow {
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

interface Props {
  title: string;
  open: boolean;
  loading: boolean;
  versions: VersionRow[] | undefined;
  canRestore: boolean;
  restoring: number | null;
  onRestore: (version: number) => void;
  onClose: () => void;
  testId: string;
}

export function VersionHistoryDialog({
  title,
  open,
  loading,
  versions,
  canRestore,
  restoring,
  onRestore,
  onClose,
  testId,
}: Props) {
  const { t } = useTranslation();
  const newest = versions?.[0]?.version;
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      footer={null}
      width={MODAL_WIDTH.large}
      destroyOnHidden
    >
      <Table<VersionRow>
        data-testid={testId}
        rowKey="version"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={versions ?? []}
        columns={[
          {
            title: t('connectors.version'),
            dataIndex: 'version',
            render: (v: number) => (
              <>
                {v} {v === newest && <Tag color="blue">{t('connectors.current')}</Tag>}
              </>
            ),
          },
          {
            title: t('connectors.savedAt'),
            dataIndex: 'updatedAt',
            render: (at: string) => new Date(at).toLocaleString(),
          },
          {
            title: t('connectors.savedBy'),
            dataIndex: 'updatedBy',
            render: (by: string | null) => by ?? '—',
          },
          {
            key: 'restore',
            render: (_, row) =>
              canRestore && row.version !== newest ? (
                <Button
                  size="small"
                  loading={restoring === row.version}
                  onClick={() => onRestore(row.version)}
                  data-testid={`${testId}-restore-${row.version}`}
                >
                  {t('connectors.restore')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}
