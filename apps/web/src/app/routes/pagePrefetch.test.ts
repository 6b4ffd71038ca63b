import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { PERMISSIONS, type MenuEntry } from '@cairn/contracts';
import { pipelineKeys } from '../../shared/api/pipelines/keys';
import { storageKeys } from '../../shared/api/storage/keys';
import { recentRunsQuery } from '../../features/building/lastRuns';
import { MONITOR_PAGE_SIZE, readMonitorFilters, runListQuery } from '../../features/pipelines/monitorQuery';
import { layerRunPrefetch, monitorPrefetch, storageConfigurationsPrefetch } from './pagePrefetch';
import type { PrefetchHandle } from './prefetchAddress';

function prefetchWith(
  handle: PrefetchHandle,
  { menu = ['filtering'], held = [PERMISSIONS.pipelinesRead], search = '' } = {} as {
    menu?: MenuEntry[];
    held?: string[];
    search?: string;
  },
) {
  const queryClient = new QueryClient();
  const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  handle.prefetch({
    queryClient,
    engagementId: 'e-1',
    menu,
    can: (name) => held.includes(name),
    search: new URLSearchParams(search),
  });
  return prefetchQuery.mock.calls.map((call) => (call[0] as { queryKey: unknown }).queryKey);
}

describe('the pages fetched ahead at start', () => {
  it("ask what the Run screen asks: the layer's pipelines and the newest runs", () => {
    expect(prefetchWith(layerRunPrefetch('filtering', 'filtering'))).toEqual([
      pipelineKeys.pipelines('e-1', 'filtering'),
      pipelineKeys.runList('e-1', recentRunsQuery('filtering')),
    ]);
  });

  it("ask the monitor's first page as the address filters it, and leave a paged address to the table", () => {
    const filtered = '?status=Failed&days=7';
    const query = runListQuery('model', readMonitorFilters(new URLSearchParams(filtered)), {
      page: 1,
      pageSize: MONITOR_PAGE_SIZE,
    });
    expect(
      prefetchWith(monitorPrefetch('modeling', 'modeling'), { menu: ['modeling'], search: filtered }),
    ).toEqual([pipelineKeys.pipelines('e-1', 'model'), pipelineKeys.runList('e-1', query)]);
    expect(
      prefetchWith(monitorPrefetch('modeling', 'modeling'), { menu: ['modeling'], search: '?page=3' }),
    ).toEqual([pipelineKeys.pipelines('e-1', 'model')]);
  });

  it('ask nothing the page would not: a gate the menu does not offer, or pipelines without their read', () => {
    expect(prefetchWith(layerRunPrefetch('filtering', 'filtering'), { menu: ['modeling'] })).toEqual([]);
    expect(prefetchWith(monitorPrefetch('filtering', 'filtering'), { held: [] })).toEqual([]);
    expect(prefetchWith(storageConfigurationsPrefetch('filtering'), { menu: ['overview'] })).toEqual([]);
    expect(prefetchWith(storageConfigurationsPrefetch('filtering'))).toEqual([
      storageKeys.configurations('e-1'),
    ]);
  });
});
