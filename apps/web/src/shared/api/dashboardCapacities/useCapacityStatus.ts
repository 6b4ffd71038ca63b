import { useQuery } from '@tanstack/react-query';
import type { DashboardCapacityTool } from '@cairn/contracts';
import { api } from '../api';
import { dashboardCapacityKeys } from './keys';

/** GET /api/engagements/:id/dashboards/capacities/:tool: the state, how it shows, and the caller's abilities. */
export async function fetchCapacityStatus(
  engagementId: string,
  tool: DashboardCapacityTool,
  signal?: AbortSignal,
) {
  const { data } = await api.GET('/api/engagements/{engagementId}/dashboards/capacities/{tool}', {
    params: { path: { engagementId, tool } },
    signal,
  });
  return data;
}

/** The capacity's status; the caller polls it while in transition (CapacityToggles). */
export function useCapacityStatus(engagementId: string, tool: DashboardCapacityTool) {
  return useQuery({
    queryKey: dashboardCapacityKeys.status(engagementId, tool),
    queryFn: ({ signal }) => fetchCapacityStatus(engagementId, tool, signal),
  });
}
