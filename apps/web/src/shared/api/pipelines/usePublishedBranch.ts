import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { publishingKeys } from './keys';

/** The branch the Run screens' pipelines execute, and whether the caller may publish another. */
export function usePublishedBranch(engagementId: string) {
  return useQuery({
    queryKey: publishingKeys.published(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/publish', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
  });
}
