import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** Hides or shows a pipeline on the Run screens (PUT /pipelines/:name). */
export function useUpdatePipeline(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, isHidden }: { name: string; isHidden: boolean }) => {
      const { data } = await api.PUT('/api/pipelines/engagements/{engagementId}/pipelines/{name}', {
        params: { path: { engagementId, name } },
        body: { isHidden },
      });
      return data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...pipelineKeys.all, 'pipelines', engagementId] }),
  });
}
