import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** Reruns a finished run with edited parameters (the server adds the engagement and tenant ids). */
export function useRerunWithParameters(engagementId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (parameters: Record<string, unknown>) => {
      const { data } = await api.POST('/api/pipelines/engagements/{engagementId}/runs/{runId}/rerun', {
        params: { path: { engagementId, runId } },
        body: { parameters },
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
  });
}
