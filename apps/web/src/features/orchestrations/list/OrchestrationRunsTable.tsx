// Every orchestration's runs, newest first, in pages kept in the address; reloaded every few seconds
// while a run on the page is still open. A row opens the run.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '@cairn/contracts';
import { useOrchestrationRuns } from '../../../shared/api/orchestrations/useOrchestrationRuns';
import { PagedTable } from '../../../shared/components/PagedTable';
import { formatDateTime } from '../../../shared/format/dates';
import { RunStatusTag } from '../../pipelines/RunStatusTag';
import { formatDuration } from '../../pipelines/runStatus';
import { orchestrationRunAddress } from '../addresses';
import { orchestrationRunDurationMs } from '../run/runTiming';
import type { OrchestrationRun } from '../../../shared/api/orchestrations/types';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function OrchestrationRunsTable({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const useList = (query: PagedQuery) => useOrchestrationRuns(engagementId, query);
  const notAvailable = t('common.notAvailable');
  const columns: TableColumnsType<OrchestrationRun> = [
    {
      key: 'status',
      title: t('runs.columns.status'),
      render: (_, run) => <RunStatusTag status={run.status} name={run.orchestrationName} />,
    },
    {
      key: 'orchestration',
      title: t('workflow.runs.orchestration'),
      render: (_, run) => run.orchestrationName,
    },
    {
      key: 'trigger',
      title: t('workflow.runs.trigger'),
      render: (_, run) => t(`workflow.trigger.${run.trigger}`),
    },
    {
      key: 'started',
      title: t('runs.columns.started'),
      render: (_, run) => <span style={NO_WRAP}>{formatDateTime(run.startedAt) ?? notAvailable}</span>,
    },
    {
      key: 'duration',
      title: t('runs.columns.duration'),
      render: (_, run) => (
        <span style={NO_WRAP}>{formatDuration(orchestrationRunDurationMs(run)) ?? notAvailable}</span>
      ),
    },
    {
      key: 'startedBy',
      title: t('runs.columns.startedBy'),
      render: (_, run) =>
        run.startedByName ?? (run.trigger === 'schedule' ? t('workflow.trigger.schedule') : notAvailable),
    },
  ];
  return (
    <PagedTable<OrchestrationRun>
      testId="orchestration-runs"
      title={t('workflow.runs.title')}
      useList={useList}
      columns={columns}
      rowKey="id"
      size="small"
      searchable={false}
      refreshesItself
      writeAddressOnlyWhileShown
      emptyText={<span data-testid="orchestration-runs-empty">{t('workflow.runs.empty')}</span>}
      onRow={(run) =>
        ({
          'data-run-id': run.id,
          style: { cursor: 'pointer' },
          onClick: (event: MouseEvent) => {
            if (!(event.target as HTMLElement).closest('button, a'))
              navigate(orchestrationRunAddress(run.id));
          },
        }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}
