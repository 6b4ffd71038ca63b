import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { publishingKeys } from './keys';

/**
 * The branch the Run screens' pipelines execute, and whether the caller may publish another.
 * `enabled: false` for callers who may not read pipelines (the answer would be a 403).
 */
export function usePublishedBranch(engagementId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publishingKeys.published(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/publish', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
    enabled,
  });
}
