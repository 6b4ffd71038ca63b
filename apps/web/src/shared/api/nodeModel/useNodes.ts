import { useQuery } from '@tanstack/react-query';
import type { NodeModelLayer } from '@cairn/contracts';
import { api } from '../api';
import { nodeModelKeys } from './keys';

export function useNodes(engagementId: string, branch: string | undefined, layer: NodeModelLayer) {
  return useQuery({
    queryKey: nodeModelKeys.nodes(engagementId, branch ?? '', layer),
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/nodeModel/engagements/{engagementId}/branches/{branch}/layers/{layer}/nodes',
        { params: { path: { engagementId, branch: branch!, layer } } },
      );
      return data;
    },
    enabled: !!branch,
  });
}
