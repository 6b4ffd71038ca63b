import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementUpdate } from '@cairn/contracts';
import { api } from '../api';
import { engagementKeys } from './keys';

/**
 * General and Resources save: name, features (JSON text) and resourceIds together. Everything of the
 * engagement is reloaded after (the workspace's menu follows its features).
 */
export function useUpdateEngagementAdmin(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EngagementUpdate) => {
      const { data } = await api.PUT('/api/engagements/{engagementId}/admin', {
        params: { path: { engagementId } },
        body: input,
      });
      return data;
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.all }),
  });
}
