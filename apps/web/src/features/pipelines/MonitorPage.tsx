// The monitor shared by every layer and Import (workspace.md section 2): the module comes from the
// address; the runs of its layer, refreshed every 5 s, filtered by status and look-back days, on the
// shared PagedTable (page and sort in the address beside the filters, all sorted by the server).
// Inside a layer it renders below the layer's own title and tabs; Import's tabs frame it there.
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PagedQuery, PipelineRun, RunStatus } from '@cairn/contracts';
import { PageSpin } from '../../shared/components/PageSpin';
import { engagementSwitches } from '../../shared/engagement/engagementSwitches';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { usePipelines } from '../../shared/api/pipelines/usePipelines';
import { useRuns } from '../../shared/api/pipelines/useRuns';
import {
  DAYS_BACK_CHOICES,
  readMonitorFilters,
  runListQuery,
  writeMonitorFilters,
  type MonitorFilters,
} from './monitorQuery';
import { RunsSelectionBar } from './bulk/RunsSelectionBar';
import { useRunSelection } from './bulk/useRunSelection';
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
  const { engagementId, flags } = useEngagementWorkspace();
  const [search, setSearch] = useSearchParams();
  const filters = readMonitorFilters(search);
  const layer = LAYER_OF_ENTRY[entry];

  // PagedTable asks for each page and sort with this hook; it polls (useRuns).
  const useMonitorRuns = (query: PagedQuery) => useRuns(engagementId, runListQuery(layer, filters, query));

  const pipelines = usePipelines(engagementId, layer);
  const pipelineLabel = useMemo(() => {
    const shortNames = new Map((pipelines.data ?? []).map((p) => [p.name, p.shortName]));
    return (run: PipelineRun) => shortNames.get(run.pipelineName) || run.pipelineName;
  }, [pipelines.data]);
  // As the table's own writes (writeAddressOnlyWhileShown): after an engagement switch the app is
  // on its way to Overview, and a write from here would take the user back.
  const { pathname } = useLocation();
  const switchesAtMount = useRef(engagementSwitches.count());
  const update = (change: Partial<MonitorFilters>) => {
    if (window.location.pathname !== pathname || engagementSwitches.count() !== switchesAtMount.current)
      return;
    setSearch((current) => writeMonitorFilters(current, { ...filters, ...change }), { replace: true });
  };
  // Bulk cancel and rerun need Start; each run's abilities say which of them applies to it.
  const selection = useRunSelection(flags.canStartEngagementPipelines, pipelineLabel);
  const showExpanded = useCallback(
    (run: PipelineRun) => expandedRun?.(run, engagementId ?? ''),
    [expandedRun, engagementId],
  );

  if (!engagementId) return <PageSpin />;
  return (
    <Card data-testid="runs-monitor" data-layer={layer}>
      <RunsSelectionBar
        engagementId={engagementId}
        selected={selection.selected}
        pipelineLabel={pipelineLabel}
        onDone={selection.clear}
      />
      <RunsTable
        engagementId={engagementId}
        useList={useMonitorRuns}
        emptyText={t(entry === 'import' ? 'runs.empty.noImport' : 'runs.empty.noRuns')}
        pipelineLabel={pipelineLabel}
        expandedRun={expandedRun && showExpanded}
        rowSelection={selection.rowSelection}
        actions={<RunsLegend />}
        filters={
          <Flex gap={12} align="center" wrap>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 260 }}
              placeholder={t('runs.filter.status')}
              aria-label={t('runs.filter.status')}
              value={filters.statuses}
              onChange={(statuses: RunStatus[]) => update({ statuses })}
              options={FILTERABLE_STATUSES.map((s) => ({ value: s, label: t(`runs.status.${s}`) }))}
              data-testid="runs-status-filter"
            />
            <Flex gap={8} align="center" component="label">
              <Typography.Text>{t('runs.filter.daysBack')}</Typography.Text>
              <Select
                style={{ width: 120 }}
                value={filters.daysBack}
                onChange={(daysBack: number) => update({ daysBack })}
                options={DAYS_BACK_CHOICES.map((d) => ({ value: d, label: String(d) }))}
                data-testid="runs-days-back"
              />
            </Flex>
          </Flex>
        }
      />
    </Card>
  );
}
