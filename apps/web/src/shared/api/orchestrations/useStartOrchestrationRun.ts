import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/** Run now: a run of the orchestration's saved version, whatever its schedule says. */
export function useStartOrchestrationRun(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orchestrationId: string) => {
      const { data } = await api.POST(
        '/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}/runs',
        { params: { path: { engagementId, orchestrationId } } },
      );
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orchestrationKeys.engagement(engagementId) }),
  });
}
