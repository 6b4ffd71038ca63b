import { useQuery } from '@tanstack/react-query';
import type { NodeBuild, NodeModelLayer } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';
import { buildingKeys } from './keys';

/**
 * A node's last build (status, time, row count); null when it was never built. Every node of a
 * layer reads the one answer of GET /builds/latest?layer=, so a Build screen asks once, not per row.
 */
export function useLastBuild(engagementId: string, layer: NodeModelLayer, node: string) {
  return useQuery({
    queryKey: buildingKeys.lastBuilds(engagementId, layer),
    queryFn: ({ signal }) =>
      apiFetch<NodeBuild[]>(
        `${pipelinesAddress(engagementId)}/builds/latest?${new URLSearchParams({ layer })}`,
        {
          signal,
        },
      ),
    select: (builds) => builds.find((build) => build.node === node) ?? null,
  });
}
