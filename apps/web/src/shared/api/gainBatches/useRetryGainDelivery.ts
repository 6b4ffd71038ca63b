import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { gainBatchKeys } from './keys';

/** Retry delivery: a batch whose delivery failed is delivered again from its staging copy. */
export function useRetryGainDelivery(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (batchRowId: string) => {
      const { data } = await api.POST(
        '/api/engagements/{engagementId}/gain/batches/{batchRowId}/retry-delivery',
        { params: { path: { engagementId, batchRowId } } },
      );
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gainBatchKeys.engagement(engagementId) }),
  });
}
