import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAYERS, type Layer } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys } from './keys';

// A run's layerName is any string in its schema; the pipelines route takes only a known layer.
const isLayer = (name: string): name is Layer => (LAYERS as readonly string[]).includes(name);

/** A layer's pipelines (also fetched ahead at start: app/routes/prefetchAddress.ts). */
export function pipelinesQuery(engagementId: string | null | undefined, layer: string) {
  const knownLayer = isLayer(layer) ? layer : undefined;
  return queryOptions({
    queryKey: pipelineKeys.pipelines(engagementId ?? '', layer),
    queryFn: async () => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/pipelines', {
        params: { path: { engagementId: engagementId! }, query: { layer: knownLayer! } },
      });
      return data;
    },
    enabled: !!engagementId && !!knownLayer,
    staleTime: 60_000,
  });
}

/** The pipelines of a layer: their short names label the runs. */
export function usePipelines(engagementId: string | null | undefined, layer: string) {
  return useQuery(pipelinesQuery(engagementId, layer));
}
