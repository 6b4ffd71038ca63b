import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { costKeys } from './keys';

/** The costs of `tenantId` (or of the first tenant the caller reads), with the tenants it may choose. */
export function useCosts(tenantId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: costKeys.tenant(tenantId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/costs', {
        params: { query: tenantId ? { tenantId } : {} },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
