// The first data of the pages a full navigation opens most (the layers' Run and Monitor screens),
// asked for with their chunks (prefetchAddress.ts). Each asks exactly what its page will, with the
// page's own query options, so the page finds it in the cache instead of asking again; and only what
// the page's gate and permissions let it show, so the prefetch never calls what the page would not.
import { PERMISSIONS, type MenuEntry } from '@cairn/contracts';
import { pipelinesQuery } from '../../shared/api/pipelines/usePipelines';
import { runsQuery } from '../../shared/api/pipelines/useRuns';
import { storageConfigurationsQuery } from '../../shared/api/storage/useStorageConfigurations';
import { gateOpens } from '../../shared/engagement/EngagementPageGate';
import { recentRunsQuery } from '../../features/building/lastRuns';
import { readMonitorFilters, runListQuery, MONITOR_PAGE_SIZE } from '../../features/pipelines/monitorQuery';
import { LAYER_OF_ENTRY, type MonitorEntry } from '../../features/pipelines/runStatus';
import type { PagePrefetchContext, PrefetchHandle } from './prefetchAddress';

/** A layer's pipelines, for a screen behind `gate` that lists them with their runs. */
function withPipelines(
  gate: MenuEntry | readonly MenuEntry[],
  entry: MonitorEntry,
  runs: (context: PagePrefetchContext) => Parameters<typeof runsQuery>[1] | null,
): PrefetchHandle {
  return {
    prefetch: (context) => {
      const { queryClient, engagementId, menu, can } = context;
      if (!gateOpens(gate, menu) || !can(PERMISSIONS.pipelinesRead)) return;
      void queryClient.prefetchQuery(pipelinesQuery(engagementId, LAYER_OF_ENTRY[entry]));
      const query = runs(context);
      if (query) void queryClient.prefetchQuery(runsQuery(engagementId, query));
    },
  };
}

/** A layer's Run screen: its pipelines and the newest runs that give each its last run. */
export const layerRunPrefetch = (gate: MenuEntry | readonly MenuEntry[], entry: MonitorEntry) =>
  withPipelines(gate, entry, () => recentRunsQuery(LAYER_OF_ENTRY[entry]));

/**
 * A monitor: its pipelines (their short names label the runs) and the first page of runs as the
 * address filters them. A page, sort or search in the address is left to the table itself.
 */
export const monitorPrefetch = (gate: MenuEntry | readonly MenuEntry[], entry: MonitorEntry) =>
  withPipelines(gate, entry, ({ search }) =>
    ['page', 'sort', 'search'].some((key) => search.has(key))
      ? null
      : runListQuery(LAYER_OF_ENTRY[entry], readMonitorFilters(search), {
          page: 1,
          pageSize: MONITOR_PAGE_SIZE,
        }),
  );

/** Filtering's tabs wait for the storage configurations (its Storage tab). */
export const storageConfigurationsPrefetch = (gate: MenuEntry | readonly MenuEntry[]): PrefetchHandle => ({
  prefetch: ({ queryClient, engagementId, menu }) => {
    if (gateOpens(gate, menu)) void queryClient.prefetchQuery(storageConfigurationsQuery(engagementId));
  },
});
