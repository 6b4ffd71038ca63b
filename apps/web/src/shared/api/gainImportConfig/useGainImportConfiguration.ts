import { useQuery } from '@tanstack/react-query';
import type { GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainImportConfigKeys } from './keys';

/** The newest version of a process type's import configuration (version 0 before the first save). */
export function useGainImportConfiguration(engagementId: string, processType: GainProcessType) {
  return useQuery({
    queryKey: gainImportConfigKeys.current(engagementId, processType),
    enabled: engagementId !== '',
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/engagements/{engagementId}/gain/import-configurations/{processType}',
        { params: { path: { engagementId, processType } }, signal },
      );
      return data;
    },
  });
}
