import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainProcessType, GainPromotionRevert } from '@cairn/contracts';
import { api } from '../api';
import { gainGovernanceKeys } from './keys';

/** revert promotion (comment, promotionId): the target version is promoted back. */
export function useRevertPromotion(engagementId: string, processType: GainProcessType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GainPromotionRevert) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/gain/promotions/revert', {
        params: { path: { engagementId }, query: { processType } },
        body,
      });
      return data;
    },
    meta: { silent: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: gainGovernanceKeys.promotions(engagementId, processType) }),
  });
}
