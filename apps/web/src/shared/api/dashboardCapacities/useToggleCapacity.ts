import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardCapacityStatus, DashboardCapacityTool } from '@cairn/contracts';
import { api } from '../api';
import { dashboardCapacityKeys } from './keys';

/**
 * Turns a capacity off (suspend) or on (resume; the server first stops cost saving for an hour).
 * Section 4: the switch shows Pausing or Resuming at once, then the server's answer.
 */
export function useToggleCapacity(engagementId: string, tool: DashboardCapacityTool) {
  const queryClient = useQueryClient();
  const key = dashboardCapacityKeys.status(engagementId, tool);
  return useMutation({
    mutationFn: async (on: boolean) => {
      const path = on
        ? '/api/engagements/{engagementId}/dashboards/capacities/{tool}/resume'
        : '/api/engagements/{engagementId}/dashboards/capacities/{tool}/suspend';
      const { data } = await api.POST(path, { params: { path: { engagementId, tool } } });
      return data;
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<DashboardCapacityStatus>(key, (old) =>
        old ? { ...old, state: on ? 'Resuming' : 'Pausing', display: 'transition' } : old,
      );
    },
    onSuccess: (status) => queryClient.setQueryData(key, status),
    // The state the server really has, after a refusal.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
