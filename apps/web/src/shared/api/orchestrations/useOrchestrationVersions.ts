import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/** The saved versions of an orchestration, newest first, with who saved them; asked for when shown. */
export function useOrchestrationVersions(engagementId: string, orchestrationId: string, enabled: boolean) {
  return useQuery({
    queryKey: orchestrationKeys.versions(engagementId, orchestrationId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}/versions',
        { params: { path: { engagementId, orchestrationId } }, signal },
      );
      return data;
    },
    enabled,
  });
}
