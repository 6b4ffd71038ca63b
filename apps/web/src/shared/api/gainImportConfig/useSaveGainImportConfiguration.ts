import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainImportConfigurationSave, GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainImportConfigKeys } from './keys';

/** Save on the Files and Tables tabs: a new version. */
export function useSaveGainImportConfiguration(engagementId: string, processType: GainProcessType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GainImportConfigurationSave) => {
      const { data } = await api.PUT(
        '/api/engagements/{engagementId}/gain/import-configurations/{processType}',
        { params: { path: { engagementId, processType } }, body },
      );
      return data;
    },
    // The tab shows field errors under their fields itself.
    meta: { silent: true },
    onSuccess: (saved) =>
      queryClient.setQueryData(gainImportConfigKeys.current(engagementId, processType), saved),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: gainImportConfigKeys.history(engagementId, processType) }),
  });
}
