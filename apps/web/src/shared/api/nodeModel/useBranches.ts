import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { nodeModelKeys } from './keys';

export function useBranches(engagementId: string) {
  return useQuery({
    queryKey: nodeModelKeys.branches(engagementId),
    queryFn: async () => {
      const { data } = await api.GET('/api/nodeModel/engagements/{engagementId}/branches', {
        params: { path: { engagementId } },
      });
      return data;
    },
  });
}
