import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigurationSave, EngagementConfigurationKind } from '@cairn/contracts';
import { api } from '../api';
import { engagementConfigurationKeys } from './keys';

/** A card's Save: a new version, and the secrets typed into it replaced. */
export function useSaveEngagementConfiguration(engagementId: string, kind: EngagementConfigurationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConfigurationSave) => {
      const { data } = await api.PUT('/api/engagements/{engagementId}/configurations/{kind}', {
        params: { path: { engagementId, kind } },
        body,
      });
      return data;
    },
    // The card shows field errors itself (showServerFieldErrors).
    meta: { silent: true },
    onSuccess: (saved) =>
      queryClient.setQueryData(engagementConfigurationKeys.card(engagementId, kind), saved),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: engagementConfigurationKeys.history(engagementId, kind) }),
  });
}
