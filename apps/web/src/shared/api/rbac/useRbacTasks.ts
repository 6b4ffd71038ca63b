import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLLING, type PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { rbacKeys } from './keys';

type TaskListQuery = PagedQuery<'timestamp' | 'status'>;

/** A page of an engagement's RBAC tasks, polled while shown: the worker moves them from New to Succeeded or Failed. */
export function useRbacTasks(engagementId: string, query: PagedQuery) {
  return useQuery({
    queryKey: rbacKeys.taskPage(engagementId, query),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/rbac/engagements/{engagementId}/tasks', {
        params: { path: { engagementId }, query: query as TaskListQuery },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    refetchInterval: POLLING.monitorMs,
  });
}
