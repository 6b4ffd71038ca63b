import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrchestrationSave } from '@cairn/contracts';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/** A new orchestration (no id) or an edit of the version it was made from (409 when not the newest). */
export type OrchestrationSaveRequest =
  | { orchestrationId?: undefined; body: OrchestrationSave }
  | { orchestrationId: string; body: OrchestrationSave & { version: number } };

export function useSaveOrchestration(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orchestrationId, body }: OrchestrationSaveRequest) => {
      if (orchestrationId === undefined) {
        const { data } = await api.POST('/api/orchestrations/engagements/{engagementId}/orchestrations', {
          params: { path: { engagementId } },
          body,
        });
        return data;
      }
      const { data } = await api.PUT(
        '/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}',
        {
          params: { path: { engagementId, orchestrationId } },
          body: body as typeof body & { version: number },
        },
      );
      return data;
    },
    // The editor puts field problems under their fields and offers a reload on 409.
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(orchestrationKeys.one(engagementId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: orchestrationKeys.list(engagementId) });
    },
  });
}
