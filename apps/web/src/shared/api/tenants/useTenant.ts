import { useQuery } from '@tanstack/react-query';
import { isTenantLocked, POLLING } from '@cairn/contracts';
import { api } from '../api';
import { tenantKeys } from './keys';

/**
 * One tenant, with what the caller may do with it (`abilities`). While a deployment runs (the lock) it
 * is asked again every few seconds, so the screens unlock by themselves when the deployment ends.
 */
export function useTenant(tenantId: string) {
  return useQuery({
    queryKey: tenantKeys.detail(tenantId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/tenants/{tenantId}', { params: { path: { tenantId } }, signal });
      return data;
    },
    refetchInterval: (query) =>
      query.state.data && isTenantLocked(query.state.data) ? POLLING.monitorMs : false,
  });
}
