import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiConnectionSave } from '@cairn/contracts';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Creates (version null) or updates an API connection: a new version; the list is reloaded afterwards. */
export function useSaveApiConnection(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ apiName, body }: { apiName: string; body: ApiConnectionSave }) => {
      const { data } = await api.PUT('/api/engagements/{engagementId}/api-connections/{apiName}', {
        params: { path: { engagementId, apiName } },
        body,
      });
      return data;
    },
    // The tab shows the spec's failure message and the field errors itself.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.apiConnections(engagementId) }),
  });
}
