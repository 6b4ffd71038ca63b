import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TileFilterValues } from '@cairn/contracts';
import { api, apiAddress } from '../api';
import { dashboardKeys } from './keys';

export interface TileAddress {
  engagementId: string;
  dashboardId: string;
  /** The dashboard version the tile belongs to: a re-upload never shows the old version's rows. */
  version: number;
  tileId: string;
  filters: TileFilterValues;
}

const filtersParam = (filters: TileFilterValues): Record<string, string> =>
  Object.keys(filters).length ? { filters: JSON.stringify(filters) } : {};

/** GET .../tiles/:tileId?filters=: the tile's rows for the filters (409 while the capacity is paused). */
export function useDashboardTile({ engagementId, dashboardId, version, tileId, filters }: TileAddress) {
  return useQuery({
    queryKey: dashboardKeys.tile(engagementId, dashboardId, version, tileId, filters),
    // The old rows stay visible (dimmed by the tile) while the rows of new filters load.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/engagements/{engagementId}/dashboards/{dashboardId}/tiles/{tileId}',
        {
          params: { path: { engagementId, dashboardId, tileId }, query: filtersParam(filters) },
          signal,
        },
      );
      return data;
    },
  });
}

/** The CSV download of a tile's rows for the filters (a link, not a fetch). */
export function tileCsvAddress({ engagementId, dashboardId, tileId, filters }: TileAddress) {
  return apiAddress('/api/engagements/{engagementId}/dashboards/{dashboardId}/tiles/{tileId}/csv', {
    path: { engagementId, dashboardId, tileId },
    query: filtersParam(filters),
  });
}
