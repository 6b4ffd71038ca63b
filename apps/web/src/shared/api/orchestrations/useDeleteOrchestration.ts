import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

export function useDeleteOrchestration(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orchestrationId: string) => {
      await api.DELETE('/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}', {
        params: { path: { engagementId, orchestrationId } },
      });
    },
    // The confirmation shows the refusal itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orchestrationKeys.engagement(engagementId) }),
  });
}
