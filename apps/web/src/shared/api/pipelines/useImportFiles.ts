import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRequest } from '@cairn/contracts';
import { api } from '../api';
import { storageKeys } from '../storage/keys';
import { pipelineKeys } from './keys';

/** Import files to database: one import run; the files' queue states and the runs change. */
export function useImportFiles(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest) => {
      const { data } = await api.POST('/api/pipelines/engagements/{engagementId}/import', {
        params: { path: { engagementId } },
        body: request,
      });
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storageKeys.folders(engagementId) }),
        queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
      ]),
  });
}
