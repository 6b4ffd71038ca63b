import { useQuery } from '@tanstack/react-query';
import type { EngagementConfigurationKind } from '@cairn/contracts';
import { api } from '../api';
import { engagementConfigurationKeys } from './keys';

/** One card's newest version (version 0 and no values before the first save), secrets as set / not set. */
export function useEngagementConfiguration(engagementId: string, kind: EngagementConfigurationKind) {
  return useQuery({
    queryKey: engagementConfigurationKeys.card(engagementId, kind),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/configurations/{kind}', {
        params: { path: { engagementId, kind } },
        signal,
      });
      return data;
    },
  });
}
