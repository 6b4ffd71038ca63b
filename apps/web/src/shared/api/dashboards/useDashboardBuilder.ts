// The dashboard builder's calls (issue 27): a tile's live rows before it is saved, the save of the
// definition it made, and the address of the definition's JSON Schema.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CairnDashboardDefinition, TileFilterValues } from '@cairn/contracts';
import { api, apiAddress } from '../api';
import { dashboardKeys } from './keys';

/** POST .../dashboards/preview-tile: the rows of a query not yet saved (null: nothing to run yet). */
export function usePreviewTile(engagementId: string, query: string | null, filters: TileFilterValues = {}) {
  return useQuery({
    queryKey: [...dashboardKeys.engagement(engagementId), 'preview', query, filters] as const,
    enabled: !!query,
    // The last rows stay while the next query runs, so the preview does not flash at each change.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/dashboards/preview-tile', {
        params: { path: { engagementId } },
        body: { query: query!, filters },
        signal,
      });
      return data!;
    },
  });
}

/** POST .../dashboards/definitions: saved as the next version of the dashboard of that name. */
export function useSaveDashboardDefinition(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (definition: CairnDashboardDefinition) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/dashboards/definitions', {
        params: { path: { engagementId } },
        body: { definition },
      });
      return data!;
    },
    onSuccess: (saved) =>
      // The saved dashboard opens next: its definition and tiles are the new version's.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.lists(engagementId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.dashboard(engagementId, saved.id) }),
      ]),
  });
}

/** The definition's JSON Schema, for an editor to check a file while it is written. */
export const definitionSchemaAddress = (engagementId: string) =>
  apiAddress('/api/engagements/{engagementId}/dashboards/definition-schema', { path: { engagementId } });
