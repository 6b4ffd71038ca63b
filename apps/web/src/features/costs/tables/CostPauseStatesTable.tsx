// What auto-pause last did to each pausable resource (issue 26): its state as the pause provider
// reported it and, when it failed or cannot be paused, the provider's message (Azure's own words),
// so an administrator sees which resources still cost money after the scheduled pause.
import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { COSTS_DATE_FORMAT, type PauseState, type PauseStateRow } from '@cairn/contracts';

const STATE_COLORS: Record<PauseState, string | undefined> = {
  Running: undefined,
  Pausing: 'processing',
  Paused: 'success',
  Resuming: 'processing',
  Failed: 'error',
  NotPausable: 'warning',
};

export function CostPauseStatesTable({ states }: { states: PauseStateRow[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<PauseStateRow> = [
    { title: t('costs.pauseResource'), dataIndex: 'resourceName', key: 'resourceName' },
    { title: t('costs.pauseResourceType'), dataIndex: 'resourceType', key: 'resourceType' },
    {
      title: t('costs.pauseState'),
      key: 'state',
      render: (_, row) => (
        <Tag color={STATE_COLORS[row.state]} data-testid="cost-pause-state" data-state={row.state}>
          {t(`costs.pauseStates.${row.state}`)}
        </Tag>
      ),
    },
    {
      title: t('costs.pauseMessage'),
      key: 'message',
      render: (_, row) =>
        row.message ? (
          <Typography.Text
            type={row.state === 'Failed' ? 'danger' : 'secondary'}
            data-testid="cost-pause-message"
          >
            {row.message}
          </Typography.Text>
        ) : null,
    },
    {
      title: t('costs.pauseChangedAt'),
      key: 'changedAt',
      render: (_, row) => dayjs(row.changedAt).format(COSTS_DATE_FORMAT),
    },
  ];
  return (
    <Card title={t('costs.pauseStatesTitle')} size="small" style={{ marginTop: 16 }}>
      <Table<PauseStateRow>
        data-testid="cost-pause-states"
        rowKey={(row) => `${row.engagementId ?? ''}/${row.resourceType}/${row.resourceName}`}
        size="small"
        pagination={false}
        dataSource={states}
        columns={columns}
        locale={{ emptyText: t('costs.pauseStatesEmpty') }}
      />
    </Card>
  );
}
