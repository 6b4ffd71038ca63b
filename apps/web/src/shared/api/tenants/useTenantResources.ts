import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { tenantKeys } from './keys';

export const fetchTenantResources = async (tenantId: string, signal?: AbortSignal) => {
  const { data } = await api.GET('/api/tenants/{tenantId}/resources', {
    params: { path: { tenantId } },
    signal,
  });
  return data;
};

/**
 * The tenant's composed resources. The Compose tab edits a local copy: a refetch in the background
 * would not replace the edits, so the list is fetched on open and after Save only.
 */
export function useTenantResources(tenantId: string) {
  return useQuery({
    queryKey: tenantKeys.resources(tenantId),
    queryFn: ({ signal }) => fetchTenantResources(tenantId, signal),
    refetchOnWindowFocus: false,
  });
}
