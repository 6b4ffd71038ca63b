import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrokerSave } from '@cairn/contracts';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Creates (version null) or updates a broker: a new version; the list is reloaded afterwards. */
export function useSaveBroker(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ brokerId, body }: { brokerId: string; body: BrokerSave }) => {
      const { data } = await api.PUT('/api/engagements/{engagementId}/brokers/{brokerId}', {
        params: { path: { engagementId, brokerId } },
        body,
      });
      return data;
    },
    // The tab shows the spec's failure message and the field errors itself.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.brokers(engagementId) }),
  });
}
