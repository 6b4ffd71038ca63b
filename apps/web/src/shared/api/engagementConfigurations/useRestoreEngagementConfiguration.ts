import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementConfigurationKind } from '@cairn/contracts';
import { api } from '../api';
import { engagementConfigurationKeys } from './keys';

/** Brings an earlier version back as a new version. */
export function useRestoreEngagementConfiguration(engagementId: string, kind: EngagementConfigurationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/configurations/{kind}/restore', {
        params: { path: { engagementId, kind } },
        body: { version },
      });
      return data;
    },
    onSuccess: (restored) =>
      queryClient.setQueryData(engagementConfigurationKeys.card(engagementId, kind), restored),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: engagementConfigurationKeys.history(engagementId, kind) }),
  });
}
