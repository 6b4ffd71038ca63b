import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { powerBiKeys } from './keys';

/** Power BI embed tokens last an hour: a fresh one well before that. */
export const EMBED_TOKEN_REFRESH_MS = 50 * 60_000;

/** GET /api/engagements/:id/dashboards/:reportId/embed: the Power BI report's embed token and embedUrl. */
export function usePowerBiEmbed(engagementId: string | null, reportId: string) {
  return useQuery({
    queryKey: powerBiKeys.embed(engagementId ?? '', reportId),
    enabled: !!engagementId,
    staleTime: EMBED_TOKEN_REFRESH_MS,
    refetchInterval: EMBED_TOKEN_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/dashboards/{dashboardId}/embed', {
        params: { path: { engagementId: engagementId!, dashboardId: reportId } },
        signal,
      });
      return data;
    },
  });
}
