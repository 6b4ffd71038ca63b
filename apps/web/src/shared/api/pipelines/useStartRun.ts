import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartRun } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** Starts a run of a pipeline (POST /runs); the monitors and run lists reload. */
export function useStartRun(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (start: StartRun) => {
      const { data } = await api.POST('/api/pipelines/engagements/{engagementId}/runs', {
        params: { path: { engagementId } },
        body: start,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
  });
}
