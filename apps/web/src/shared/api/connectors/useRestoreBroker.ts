import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Restores an earlier version of a broker as its newest one. */
export function useRestoreBroker(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ brokerId, version }: { brokerId: string; version: number }) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/brokers/{brokerId}/restore', {
        params: { path: { engagementId, brokerId } },
        body: { version },
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.brokers(engagementId) }),
  });
}
