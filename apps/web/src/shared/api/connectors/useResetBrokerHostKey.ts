import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Forgets a broker's trusted SFTP host key: its next poll trusts the key the server shows. */
export function useResetBrokerHostKey(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (brokerId: string) => {
      await api.DELETE('/api/engagements/{engagementId}/brokers/{brokerId}/host-key', {
        params: { path: { engagementId, brokerId } },
      });
    },
    // The confirmation dialog shows the refusal itself.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.brokers(engagementId) }),
  });
}
