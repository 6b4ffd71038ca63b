import { useQuery } from '@tanstack/react-query';
import type { EngagementConfigurationKind } from '@cairn/contracts';
import { api } from '../api';
import { engagementConfigurationKeys } from './keys';

/** Every version of a card, newest first (asked for when the history opens). */
export function useConfigurationHistory(
  engagementId: string,
  kind: EngagementConfigurationKind,
  enabled = true,
) {
  return useQuery({
    queryKey: engagementConfigurationKeys.history(engagementId, kind),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/configurations/{kind}/history', {
        params: { path: { engagementId, kind } },
        signal,
      });
      return data;
    },
    enabled,
  });
}
