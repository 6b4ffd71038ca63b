import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { importSettingsParams } from './importSettingsParams';
import { importKeys, type ImportSettingsTarget } from './keys';

/** A folder's or file's own import settings and what an import would use. */
export function useImportSettings(engagementId: string, target: ImportSettingsTarget | null) {
  return useQuery({
    queryKey: importKeys.settings(engagementId, target ?? { storagePurpose: '', path: '' }),
    queryFn: async () => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/import/settings', {
        params: importSettingsParams(engagementId, target!),
      });
      return data;
    },
    enabled: !!target,
    staleTime: 0,
  });
}
