import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { rbacKeys } from './keys';

/** 'Sync roles': queues the RBAC tasks of every principal of the engagement again. */
export function useSyncEngagementRbac(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.POST('/api/rbac/engagements/{engagementId}/sync', {
        params: { path: { engagementId } },
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rbacKeys.tasks(engagementId) }),
  });
}
