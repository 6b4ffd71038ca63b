import { useQuery } from '@tanstack/react-query';
import type { NodeBuild, NodeModelLayer } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';
import { buildingKeys } from './keys';

/** A node's last build (status, time, row count); null when it was never built. */
export function useLastBuild(engagementId: string, layer: NodeModelLayer, node: string) {
  return useQuery({
    queryKey: buildingKeys.lastBuild(engagementId, layer, node),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ layer, node });
      return apiFetch<NodeBuild | null>(`${pipelinesAddress(engagementId)}/builds/last?${search}`, {
        signal,
      });
    },
  });
}
