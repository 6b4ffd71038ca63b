import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainFileAction } from '@cairn/contracts';
import { api } from '../api';
import { pipelineKeys } from '../pipelines/keys';
import { storageKeys } from '../storage/keys';
import { gainBatchKeys } from './keys';

/** The storage manager's gain actions on ticked files of import storage. */
export type GainFileActionKind = 'import' | 'fxRateProcess' | 'fxRateReprocess';

const PATHS = {
  import: '/api/engagements/{engagementId}/gain/import',
  fxRateProcess: '/api/engagements/{engagementId}/gain/fx-rate/process',
  fxRateReprocess: '/api/engagements/{engagementId}/gain/fx-rate/reprocess',
} as const;

/** Import / reprocess (gain import run), FX-rate process and FX-rate reprocess: runs and batches change. */
export function useGainFileAction(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, action }: { kind: GainFileActionKind; action: GainFileAction }) => {
      const { data } = await api.POST(PATHS[kind], {
        params: { path: { engagementId } },
        body: action,
      });
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storageKeys.folders(engagementId) }),
        queryClient.invalidateQueries({ queryKey: pipelineKeys.runs(engagementId) }),
        queryClient.invalidateQueries({ queryKey: gainBatchKeys.engagement(engagementId) }),
      ]),
  });
}
