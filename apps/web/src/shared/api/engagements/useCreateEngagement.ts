import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementCreate } from '@cairn/contracts';
import { api } from '../api';
import { engagementKeys } from './keys';

/** New engagement modal: name and tenant. */
export function useCreateEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EngagementCreate) => {
      const { data } = await api.POST('/api/engagements', { body: input });
      return data;
    },
    // The dialog shows the server's errors under its fields.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.all }),
  });
}
