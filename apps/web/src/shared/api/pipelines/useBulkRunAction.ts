import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkRunAction } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** Cancels or reruns many runs at once; the answer says, per run, whether it was done and why not. */
export function useBulkRunAction(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkRunAction) => {
      const { data } = await api.POST('/api/pipelines/engagements/{engagementId}/runs/bulk', {
        params: { path: { engagementId } },
        body,
      });
      return data;
    },
    // Refetch even when some failed: the others changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
  });
}
