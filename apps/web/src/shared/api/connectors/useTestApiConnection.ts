import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/** Asks the server to fetch a token with the saved connection and its stored secret. */
export function useTestApiConnection(engagementId: string) {
  return useMutation({
    mutationFn: async (apiName: string) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/api-connections/{apiName}/test', {
        params: { path: { engagementId, apiName } },
      });
      return data;
    },
  });
}
