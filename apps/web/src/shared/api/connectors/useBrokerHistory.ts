import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Every saved version of a broker, newest first; asked for only when the history is opened. */
export function useBrokerHistory(engagementId: string, brokerId: string | null) {
  return useQuery({
    queryKey: connectorKeys.brokerHistory(engagementId, brokerId ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/brokers/{brokerId}/history', {
        params: { path: { engagementId, brokerId: brokerId! } },
        signal,
      });
      return data;
    },
    enabled: !!brokerId,
  });
}
