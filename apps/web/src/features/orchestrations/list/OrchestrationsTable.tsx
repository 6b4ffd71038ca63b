// The engagement's orchestrations: name, steps, schedule in words with its next time, the last run's
// status and whether the schedule is followed (changed in the editor). A row opens the editor.
import { useNavigate } from 'react-router';
import { Space, Switch, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../shared/components/ListTable';
import { formatDateTimeInZone } from '../../../shared/format/dates';
import { RunStatusTag } from '../../pipelines/RunStatusTag';
import { orchestrationAddress } from '../addresses';
import { scheduleWords } from './scheduleWords';
import type { Orchestration } from '../../../shared/api/orchestrations/types';

interface Props {
  query: { data?: readonly Orchestration[]; isPending: boolean };
}

export function OrchestrationsTable({ query }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notAvailable = t('common.notAvailable');
  const columns: TableColumnsType<Orchestration> = [
    {
      key: 'name',
      title: t('workflow.list.name'),
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          <Typography.Link data-testid="orchestration-name">{o.name}</Typography.Link>
          {o.description && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
              {o.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'steps',
      title: t('workflow.list.steps'),
      render: (_, o) => o.steps.length,
    },
    {
      key: 'schedule',
      title: t('workflow.list.schedule'),
      render: (_, o) =>
        o.schedule ? (
          <Space direction="vertical" size={0} data-testid="orchestration-schedule">
            <span>
              {scheduleWords(o.schedule.cron, t, i18n.language)} ({o.schedule.timeZone})
            </span>
            {o.nextRuns[0] && (
              <Typography.Text type="secondary">
                {t('workflow.list.next', {
                  at: formatDateTimeInZone(o.nextRuns[0], i18n.language, o.schedule.timeZone),
                })}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('workflow.list.manualOnly')}</Typography.Text>
        ),
    },
    {
      key: 'lastRun',
      title: t('workflow.list.lastRun'),
      render: (_, o) => (o.lastRun ? <RunStatusTag status={o.lastRun.status} name={o.name} /> : notAvailable),
    },
    {
      key: 'enabled',
      title: t('workflow.list.enabled'),
      render: (_, o) => (
        <Switch
          size="small"
          checked={o.enabled && o.schedule !== null}
          disabled
          aria-label={t('workflow.list.enabled')}
        />
      ),
    },
  ];
  return (
    <ListTable<Orchestration>
      query={query}
      rowKey="id"
      columns={columns}
      data-testid="orchestrations-table"
      onRow={(o) => ({
        style: { cursor: 'pointer' },
        onClick: () => navigate(orchestrationAddress(o.id)),
        'data-orchestration-id': o.id,
      })}
    />
  );
}
