import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { folderAccessKeys } from '../authorization/keys';

/** The users and applications of the engagement: whom a folder can be opened to. */
export function useEngagementPrincipals(engagementId: string, enabled: boolean) {
  return useQuery({
    queryKey: folderAccessKeys.principals(engagementId),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/{engagementId}/principals', {
        params: { path: { engagementId } },
      });
      return data;
    },
    enabled,
  });
}
