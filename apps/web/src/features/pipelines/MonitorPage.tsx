// The monitor shared by every layer and Import (workspace.md section 2): the module comes from the
// address; the runs of its layer, refreshed every 5 s, filtered by status and look-back days.
// Inside a layer it renders below the layer's own title and tabs; Import's tabs frame it there.
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PipelineRun, RunStatus } from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { usePipelines } from '../../shared/api/pipelines/usePipelines';
import { useRuns } from '../../shared/api/pipelines/useRuns';
import {
  DAYS_BACK_CHOICES,
  MONITOR_PAGE_SIZE,
  readMonitorQuery,
  serverSort,
  sortPage,
  writeMonitorQuery,
  type MonitorQuery,
} from './monitorQuery';
import { RunsLegend } from './RunsLegend';
import { RunsTable } from './RunsTable';
import { FILTERABLE_STATUSES, LAYER_OF_ENTRY, type MonitorEntry } from './runStatus';

export function MonitorPage({
  entry,
  expandedRun,
}: {
  entry: MonitorEntry;
  /** Shown under a run the user expands (the testing monitor passes the run's test results). */
  expandedRun?: (run: PipelineRun, engagementId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { engagementId, flags, pages } = useEngagementWorkspace();
  const [search, setSearch] = useSearchParams();
  const query = readMonitorQuery(search);
  const layer = LAYER_OF_ENTRY[entry];

  const runs = useRuns(engagementId, {
    layer,
    ...serverSort(query),
    daysBack: query.daysBack,
    statuses: query.statuses,
    page: query.page,
    pageSize: MONITOR_PAGE_SIZE,
  });
  const pipelines = usePipelines(engagementId, layer);
  const pipelineLabel = useMemo(() => {
    const shortNames = new Map((pipelines.data ?? []).map((p) => [p.name, p.shortName]));
    return (run: PipelineRun) => shortNames.get(run.pipelineName) || run.pipelineName;
  }, [pipelines.data]);
  // The table also reports changes nobody asked for (its data changing under it, e.g. while the
  // engagement is switched and the app is on its way to Overview): an address is written only while
  // the browser is still on this page, or that write would take the user back here.
  const { pathname } = useLocation();
  const setOwnSearch: typeof setSearch = (next, options) => {
    if (window.location.pathname === pathname) setSearch(next, options);
  };
  // A filter or look-back change starts again at the first page.
  const update = (change: Partial<MonitorQuery>) =>
    setOwnSearch(writeMonitorQuery({ ...query, page: 1, ...change }), { replace: true });

  if (!engagementId) return <PageSpin />;
  return (
    <Card data-testid="runs-monitor" data-layer={layer}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex gap={12} align="center" wrap>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 260 }}
              placeholder={t('runs.filter.status')}
              aria-label={t('runs.filter.status')}
              value={query.statuses}
              onChange={(statuses: RunStatus[]) => update({ statuses })}
              options={FILTERABLE_STATUSES.map((s) => ({ value: s, label: t(`runs.status.${s}`) }))}
              data-testid="runs-status-filter"
            />
            <Flex gap={8} align="center" component="label">
              <Typography.Text>{t('runs.filter.daysBack')}</Typography.Text>
              <Select
                style={{ width: 120 }}
                value={query.daysBack}
                onChange={(daysBack: number) => update({ daysBack })}
                options={DAYS_BACK_CHOICES.map((d) => ({ value: d, label: String(d) }))}
                data-testid="runs-days-back"
              />
            </Flex>
          </Flex>
          <RunsLegend />
        </Flex>
        <RunsTable
          engagementId={engagementId}
          runs={sortPage(runs.data?.results ?? [], query, pipelineLabel)}
          loading={runs.isPending}
          emptyText={t(entry === 'import' ? 'runs.empty.noImport' : 'runs.empty.noRuns')}
          pipelineLabel={pipelineLabel}
          permissions={{
            canStart: flags.canStartEngagementPipelines,
            canWrite: flags.canWriteEngagementPipelines,
            isGain: pages.isGain,
          }}
          sort={query.sort}
          direction={query.direction}
          page={query.page}
          pageSize={MONITOR_PAGE_SIZE}
          totalItems={runs.data?.meta.totalItems ?? 0}
          onPage={(page) => setOwnSearch(writeMonitorQuery({ ...query, page }))}
          onSort={(sort, direction) => update({ sort, direction })}
          expandedRun={expandedRun && ((run) => expandedRun(run, engagementId))}
        />
      </Flex>
    </Card>
  );
}
