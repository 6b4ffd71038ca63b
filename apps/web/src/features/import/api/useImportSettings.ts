import { useQuery } from '@tanstack/react-query';
import type { ImportSettingsView } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { importKeys, type ImportSettingsTarget } from './keys';
import { importSettingsAddress } from './importAddresses';

/** A folder's or file's own import settings and what an import would use. */
export function useImportSettings(engagementId: string, target: ImportSettingsTarget | null) {
  return useQuery({
    queryKey: importKeys.settings(engagementId, target ?? { storagePurpose: '', path: '' }),
    queryFn: () => apiFetch<ImportSettingsView>(importSettingsAddress(engagementId, target!)),
    enabled: !!target,
    staleTime: 0,
  });
}
