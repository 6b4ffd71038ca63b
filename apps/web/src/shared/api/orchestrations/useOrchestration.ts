import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/** One orchestration as last saved; none asked for while the editor makes a new one. */
export function useOrchestration(
  engagementId: string | null | undefined,
  orchestrationId: string | undefined,
) {
  return useQuery({
    queryKey: orchestrationKeys.one(engagementId ?? '', orchestrationId ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET(
        '/api/orchestrations/engagements/{engagementId}/orchestrations/{orchestrationId}',
        { params: { path: { engagementId: engagementId!, orchestrationId: orchestrationId! } }, signal },
      );
      return data;
    },
    enabled: !!engagementId && !!orchestrationId,
    // The editor compares the form with this answer: a refetch while editing would move the base.
    staleTime: Infinity,
  });
}
