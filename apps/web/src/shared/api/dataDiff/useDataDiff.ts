import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { dataDiffKeys, type DataDiffRequest } from './keys';

/** A node's built table against its query on a branch (GET …/diff); asked only once `request` is set. */
export function useDataDiff(engagementId: string, request: DataDiffRequest | undefined) {
  return useQuery({
    queryKey: dataDiffKeys.diff(engagementId, request!),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/diff', {
        params: { path: { engagementId }, query: request! },
        signal,
      });
      return data!;
    },
    enabled: !!request,
    // The next page keeps the last one on screen while it comes.
    placeholderData: keepPreviousData,
    // A diff is worth reading twice, not re-running on every focus.
    staleTime: 60_000,
  });
}
