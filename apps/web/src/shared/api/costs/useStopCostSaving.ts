import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopCostSaving } from '@cairn/contracts';
import { api } from '../api';
import { costKeys } from './keys';

export type CostSavingTarget = { tenantId: string } | { engagementId: string };

/** Stops cost saving of a tenant or an engagement for the chosen hours and minutes. */
export function useStopCostSaving() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog reports a failure itself (stopCostSavingFailed).
    meta: { silent: true },
    mutationFn: async ({ target, stop }: { target: CostSavingTarget; stop: StopCostSaving }) => {
      const { data } =
        'tenantId' in target
          ? await api.POST('/api/costs/tenants/{tenantId}/stop-cost-saving', {
              params: { path: { tenantId: target.tenantId } },
              body: stop,
            })
          : await api.POST('/api/costs/engagements/{engagementId}/stop-cost-saving', {
              params: { path: { engagementId: target.engagementId } },
              body: stop,
            });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all }),
  });
}
