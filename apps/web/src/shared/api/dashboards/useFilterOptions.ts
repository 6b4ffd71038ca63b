import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { dashboardKeys } from './keys';

/** GET .../filters/:filterId/options: a select filter's choices from its optionsQuery. */
export function useFilterOptions(
  engagementId: string,
  dashboardId: string,
  version: number,
  filterId: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: dashboardKeys.filterOptions(engagementId, dashboardId, version, filterId),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/engagements/{engagementId}/dashboards/{dashboardId}/filters/{filterId}/options',
        { params: { path: { engagementId, dashboardId, filterId } }, signal },
      );
      return data.options;
    },
  });
}
