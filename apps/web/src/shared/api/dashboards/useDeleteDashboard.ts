import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { dashboardKeys } from './keys';

/** DELETE /api/engagements/:id/dashboards/:dashboardId; the lists reload. */
export function useDeleteDashboard(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dashboardId: string) => {
      await api.DELETE('/api/engagements/{engagementId}/dashboards/{dashboardId}', {
        params: { path: { engagementId, dashboardId } },
      });
    },
    onSuccess: (_result, dashboardId) => {
      queryClient.removeQueries({ queryKey: dashboardKeys.dashboard(engagementId, dashboardId) });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.lists(engagementId) });
    },
  });
}
