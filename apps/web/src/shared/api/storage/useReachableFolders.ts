import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { folderAccessKeys } from '../authorization/keys';

/**
 * The folders of the purpose I may open (the root itself when I may read it): the way in for someone
 * given access only to a folder below a root that answers 403. Asked only when `enabled`.
 */
export function useReachableFolders(engagementId: string, purpose: string, enabled: boolean) {
  return useQuery({
    queryKey: folderAccessKeys.reachable(engagementId, purpose),
    queryFn: async () => {
      const { data } = await api.GET('/api/storage/engagements/{engagementId}/{purpose}/reachable-folders', {
        params: { path: { engagementId, purpose } },
      });
      return data;
    },
    enabled,
  });
}
