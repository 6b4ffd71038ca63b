import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/** Cancel a run, or rerun it: every step, or from the failed step (the succeeded steps kept). */
export type OrchestrationRunAction = 'cancel' | 'rerunAll' | 'rerunFromFailed';

async function runAction(engagementId: string, orchestrationRunId: string, action: OrchestrationRunAction) {
  const params = { path: { engagementId, orchestrationRunId } };
  const { data } =
    action === 'cancel'
      ? await api.POST('/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}/cancel', {
          params,
        })
      : await api.POST('/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}/rerun', {
          params,
          body: { fromFailedStep: action === 'rerunFromFailed' },
        });
  return data;
}

export function useOrchestrationRunAction(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, action }: { runId: string; action: OrchestrationRunAction }) =>
      runAction(engagementId, runId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orchestrationKeys.engagement(engagementId) }),
  });
}
