import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { publishingKeys } from './keys';

/** The engagement's data contracts (docs/contracts.md) and whether the caller may version them up. */
export function useContracts(engagementId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publishingKeys.contracts(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/contracts', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
    enabled,
  });
}
