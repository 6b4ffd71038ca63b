import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainProcessType } from '@cairn/contracts';
import { api } from '../api';
import { gainGovernanceKeys } from './keys';

/** Promote a configuration version: InProgress until its test import has run. */
export function usePromote(engagementId: string, processType: GainProcessType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { sourceVersion: number; comment?: string | null }) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/gain/promotions', {
        params: { path: { engagementId } },
        body: { ...body, processType },
      });
      return data;
    },
    meta: { silent: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: gainGovernanceKeys.promotions(engagementId, processType) }),
  });
}
