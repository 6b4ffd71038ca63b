import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineRun, StartRun } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from '../../pipelines/api/keys';
import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';

/** Starts a run of a pipeline (POST /runs); the monitors and run lists reload. */
export function useStartRun(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: StartRun) =>
      apiFetch<PipelineRun>(`${pipelinesAddress(engagementId)}/runs`, { method: 'POST', json: start }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
  });
}
