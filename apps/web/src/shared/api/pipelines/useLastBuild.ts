import { useQuery } from '@tanstack/react-query';
import type { NodeModelLayer } from '@cairn/contracts';
import { api } from '../api';
import { buildingKeys } from './keys';

/**
 * A node's last build (status, time, row count); null when it was never built. Every node of a
 * layer reads the one answer of GET /builds/latest?layer=, so a Build screen asks once, not per row.
 */
export function useLastBuild(engagementId: string, layer: NodeModelLayer, node: string) {
  return useQuery({
    queryKey: buildingKeys.lastBuilds(engagementId, layer),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/builds/latest', {
        params: { path: { engagementId }, query: { layer } },
        signal,
      });
      return data;
    },
    select: (builds) => builds.find((build) => build.node === node) ?? null,
  });
}
