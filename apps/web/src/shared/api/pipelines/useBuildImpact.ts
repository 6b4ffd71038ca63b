import { useQuery } from '@tanstack/react-query';
import type { NodeModelLayer } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys } from './keys';

type BuildLayer = Exclude<NodeModelLayer, 'test'>;

/** The columns a build of the published branch's `layer` would drop or retype that readers use. */
export function useBuildImpact(
  engagementId: string,
  layer: NodeModelLayer,
  { enabled }: { enabled: boolean },
) {
  return useQuery({
    queryKey: pipelineKeys.buildImpact(engagementId, layer),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/build-impact', {
        params: { path: { engagementId }, query: { layer: layer as BuildLayer } },
        signal,
      });
      return data;
    },
    enabled: enabled && layer !== 'test',
    // Each visit asks again: a saved query changes the answer.
    staleTime: 0,
  });
}
