import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementConfigurationKeys } from './keys';

/** The cards of the engagement's active features, its resources with their Open addresses, and abilities. */
export function useConfigurationOverview(engagementId: string) {
  return useQuery({
    queryKey: engagementConfigurationKeys.overview(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/configurations', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
    enabled: engagementId !== '',
  });
}
