import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

export function useConnectors(engagementId: string) {
  return useQuery({
    queryKey: connectorKeys.connectors(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/connectors', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
  });
}
