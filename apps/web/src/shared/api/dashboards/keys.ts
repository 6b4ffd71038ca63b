import type { PagedQuery, TileFilterValues } from '@cairn/contracts';

/** An engagement's dashboards: the list, a dashboard's definition or embed, its tiles' rows. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  engagement: (engagementId: string) => [...dashboardKeys.all, engagementId] as const,
  lists: (engagementId: string) => [...dashboardKeys.engagement(engagementId), 'list'] as const,
  list: (engagementId: string, query: PagedQuery) => [...dashboardKeys.lists(engagementId), query] as const,
  dashboard: (engagementId: string, dashboardId: string) =>
    [...dashboardKeys.engagement(engagementId), 'dashboard', dashboardId] as const,
  embed: (engagementId: string, dashboardId: string) =>
    [...dashboardKeys.dashboard(engagementId, dashboardId), 'embed'] as const,
  tile: (
    engagementId: string,
    dashboardId: string,
    version: number,
    tileId: string,
    filters: TileFilterValues,
  ) => [...dashboardKeys.dashboard(engagementId, dashboardId), 'tile', version, tileId, filters] as const,
  filterOptions: (engagementId: string, dashboardId: string, version: number, filterId: string) =>
    [...dashboardKeys.dashboard(engagementId, dashboardId), 'filter', version, filterId] as const,
};
