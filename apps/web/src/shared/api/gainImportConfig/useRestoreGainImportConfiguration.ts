import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainImportConfigKeys } from './keys';

/** Brings an earlier version back as a new version. */
export function useRestoreGainImportConfiguration(engagementId: string, processType: GainProcessType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      const { data } = await api.POST(
        '/api/engagements/{engagementId}/gain/import-configurations/{processType}/restore',
        { params: { path: { engagementId, processType } }, body: { version } },
      );
      return data;
    },
    onSuccess: (restored) =>
      queryClient.setQueryData(gainImportConfigKeys.current(engagementId, processType), restored),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: gainImportConfigKeys.history(engagementId, processType) }),
  });
}
