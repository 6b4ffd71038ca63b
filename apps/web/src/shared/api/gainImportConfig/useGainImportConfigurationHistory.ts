import { useQuery } from '@tanstack/react-query';
import type { GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainImportConfigKeys } from './keys';

/** Every saved version, newest first. */
export function useGainImportConfigurationHistory(engagementId: string, processType: GainProcessType) {
  return useQuery({
    queryKey: gainImportConfigKeys.history(engagementId, processType),
    enabled: engagementId !== '',
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/engagements/{engagementId}/gain/import-configurations/{processType}/history',
        { params: { path: { engagementId, processType } }, signal },
      );
      return data;
    },
  });
}
