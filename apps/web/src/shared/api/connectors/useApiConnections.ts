import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

export function useApiConnections(engagementId: string) {
  return useQuery({
    queryKey: connectorKeys.apiConnections(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/api-connections', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
  });
}
