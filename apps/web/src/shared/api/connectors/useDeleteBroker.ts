import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

export function useDeleteBroker(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (brokerId: string) => {
      await api.DELETE('/api/engagements/{engagementId}/brokers/{brokerId}', {
        params: { path: { engagementId, brokerId } },
      });
    },
    // The confirmation dialog shows the refusal itself.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.brokers(engagementId) }),
  });
}
