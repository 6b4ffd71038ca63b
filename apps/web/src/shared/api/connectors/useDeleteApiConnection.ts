import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

export function useDeleteApiConnection(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (apiName: string) => {
      await api.DELETE('/api/engagements/{engagementId}/api-connections/{apiName}', {
        params: { path: { engagementId, apiName } },
      });
    },
    // The confirmation dialog shows the refusal itself.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.apiConnections(engagementId) }),
  });
}
