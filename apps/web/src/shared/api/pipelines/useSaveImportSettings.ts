import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSettings } from '@cairn/contracts';
import { api } from '../api';
import { importSettingsParams } from './importSettingsParams';
import { importKeys, type ImportSettingsTarget } from './keys';

export function useSaveImportSettings(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, settings }: { target: ImportSettingsTarget; settings: ImportSettings }) => {
      const { data } = await api.PUT('/api/pipelines/engagements/{engagementId}/import/settings', {
        params: importSettingsParams(engagementId, target),
        body: settings,
      });
      return data;
    },
    // Field errors (the spec's messages) belong under their fields; the dialog shows them.
    meta: { silent: true },
    // A folder's settings are what its files inherit: every cached view may change.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'settings', engagementId] }),
  });
}
