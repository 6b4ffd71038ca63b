import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { publishingKeys } from './keys';

/** The contracts a branch breaks; nothing is asked without a branch. */
export function useContractCheck(engagementId: string, branch: string | undefined) {
  return useQuery({
    queryKey: publishingKeys.contractCheck(engagementId, branch ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/contracts/check', {
        params: { path: { engagementId }, query: { branch: branch! } },
        signal,
      });
      return data;
    },
    enabled: !!branch,
  });
}
