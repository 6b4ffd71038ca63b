import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { pipelineKeys } from './keys';

async function runAction(engagementId: string, runId: string, action: 'cancel' | 'rerun') {
  const init = { params: { path: { engagementId, runId } } };
  const { data } =
    action === 'cancel'
      ? await api.POST('/api/pipelines/engagements/{engagementId}/runs/{runId}/cancel', init)
      : // A rerun with the run's own parameters (the body's `parameters` would edit them).
        await api.POST('/api/pipelines/engagements/{engagementId}/runs/{runId}/rerun', { ...init, body: {} });
  return data;
}

/** Cancel (Queued/InProgress -> Canceling) or rerun (a new run linked to the old one). */
export function useRunAction(engagementId: string, action: 'cancel' | 'rerun') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => runAction(engagementId, runId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
  });
}
