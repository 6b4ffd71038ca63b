import { useMutation } from '@tanstack/react-query';
import type { GainImportConfigurationSave, GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainImportEngineKeys } from './keys';

/** Test import configuration: a dry run of the configuration being edited over the staged files. */
export function useTestGainImportConfiguration(engagementId: string) {
  return useMutation({
    mutationKey: gainImportEngineKeys.testImport(engagementId),
    mutationFn: async (body: {
      processType: GainProcessType;
      configuration: GainImportConfigurationSave;
    }) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/gain/test-import-configuration', {
        params: { path: { engagementId } },
        body,
      });
      return data;
    },
  });
}
