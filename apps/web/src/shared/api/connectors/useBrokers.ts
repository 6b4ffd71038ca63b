import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

export function useBrokers(engagementId: string) {
  return useQuery({
    queryKey: connectorKeys.brokers(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/brokers', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
  });
}
