import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { dashboardKeys } from './keys';

/** GET .../dashboards/:dashboardId/embed: a Cairn dashboard's definition, or a Power BI report's embed token. */
export function useDashboardEmbed(engagementId: string | null | undefined, dashboardId: string) {
  return useQuery({
    queryKey: dashboardKeys.embed(engagementId ?? '', dashboardId),
    enabled: !!engagementId,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/dashboards/{dashboardId}/embed', {
        params: { path: { engagementId: engagementId!, dashboardId } },
        signal,
      });
      return data;
    },
  });
}
