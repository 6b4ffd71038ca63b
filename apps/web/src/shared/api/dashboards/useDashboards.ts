import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { dashboardKeys } from './keys';

/** GET /api/engagements/:id/dashboards: a page of dashboards and what the caller may do (upload, file types). */
export function useDashboards(engagementId: string | null | undefined, query: PagedQuery) {
  return useQuery({
    queryKey: dashboardKeys.list(engagementId ?? '', query),
    enabled: !!engagementId,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/dashboards', {
        params: {
          path: { engagementId: engagementId! },
          query: {
            page: query.page,
            pageSize: query.pageSize,
            search: query.search,
            sort: query.sort as 'name' | '-name' | 'uploadedAt' | '-uploadedAt' | undefined,
          },
        },
        signal,
      });
      return data;
    },
  });
}
