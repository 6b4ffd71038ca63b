import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSettings, ImportSettingsView } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { importKeys, type ImportSettingsTarget } from './keys';
import { importSettingsAddress } from './importAddresses';

export function useSaveImportSettings(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, settings }: { target: ImportSettingsTarget; settings: ImportSettings }) =>
      apiFetch<ImportSettingsView>(importSettingsAddress(engagementId, target), {
        method: 'PUT',
        json: settings,
      }),
    // Field errors (the spec's messages) belong under their fields; the dialog shows them.
    meta: { silent: true },
    // A folder's settings are what its files inherit: every cached view may change.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'settings', engagementId] }),
  });
}
