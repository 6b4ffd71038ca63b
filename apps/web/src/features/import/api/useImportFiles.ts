import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRequest, PipelineRun } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from '../../pipelines/api/keys';
import { storageKeys } from '../../storage/api/keys';
import { importAddress } from './importAddresses';

/** Import files to database: one import run; the files' queue states and the runs change. */
export function useImportFiles(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      apiFetch<PipelineRun>(importAddress(engagementId), { method: 'POST', json: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storageKeys.folders(engagementId) }),
        queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
      ]),
  });
}
