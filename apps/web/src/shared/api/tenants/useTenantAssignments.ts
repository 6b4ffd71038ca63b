import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { tenantKeys } from './keys';

/** The users or applications holding roles at the tenant, with what I may remove. */
export function useTenantAssignments(tenantId: string, principalType: 'User' | 'Application') {
  return useQuery({
    queryKey: tenantKeys.assignments(tenantId, principalType),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/tenants/{tenantId}/assignments', {
        params: { path: { tenantId }, query: { principalType } },
        signal,
      });
      return data;
    },
  });
}
