import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { lineageKeys } from './keys';

/** The graph of a branch's tables, nodes and tests (computed from their SQL on each request). */
export async function fetchLineage(engagementId: string, branch: string, signal?: AbortSignal) {
  const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/lineage', {
    params: { path: { engagementId }, query: { branch } },
    signal,
  });
  return data;
}

export function useLineage(engagementId: string | null | undefined, branch: string | undefined) {
  return useQuery({
    queryKey: lineageKeys.branch(engagementId ?? '', branch ?? ''),
    queryFn: ({ signal }) => fetchLineage(engagementId!, branch!, signal),
    enabled: !!engagementId && !!branch,
  });
}
