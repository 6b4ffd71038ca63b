import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineRun } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from './keys';
import { runAddress } from './pipelinesAddresses';

/** Cancel (Queued/InProgress -> Canceling) or rerun (a new run linked to the old one). */
export function useRunAction(engagementId: string, action: 'cancel' | 'rerun') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      apiFetch<PipelineRun>(`${runAddress(engagementId, runId)}/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
  });
}
