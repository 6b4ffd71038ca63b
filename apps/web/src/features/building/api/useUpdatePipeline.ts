import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pipeline } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from '../../pipelines/api/keys';
import { pipelinesAddress } from '../../pipelines/api/pipelinesAddresses';

/** Hides or shows a pipeline on the Run screens (PUT /pipelines/:name). */
export function useUpdatePipeline(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, isHidden }: { name: string; isHidden: boolean }) =>
      apiFetch<Pipeline>(`${pipelinesAddress(engagementId)}/pipelines/${encodeURIComponent(name)}`, {
        method: 'PUT',
        json: { isHidden },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...pipelineKeys.all, 'pipelines', engagementId] }),
  });
}
