import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Restores an earlier version of an API connection as its newest one. */
export function useRestoreApiConnection(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ apiName, version }: { apiName: string; version: number }) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/api-connections/{apiName}/restore', {
        params: { path: { engagementId, apiName } },
        body: { version },
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.apiConnections(engagementId) }),
  });
}
