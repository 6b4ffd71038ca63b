import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Every saved version of an API connection, newest first; asked for only when the history is opened. */
export function useApiConnectionHistory(engagementId: string, apiName: string | null) {
  return useQuery({
    queryKey: connectorKeys.apiConnectionHistory(engagementId, apiName ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/api-connections/{apiName}/history', {
        params: { path: { engagementId, apiName: apiName! } },
        signal,
      });
      return data;
    },
    enabled: !!apiName,
  });
}
