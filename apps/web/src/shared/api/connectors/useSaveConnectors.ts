import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectorsSave } from '@cairn/contracts';
import { api } from '../api';
import { connectorKeys } from './keys';

/** Replaces the engagement's connectors configuration; the answer is the saved list. */
export function useSaveConnectors(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConnectorsSave) => {
      const { data } = await api.PUT('/api/engagements/{engagementId}/connectors', {
        params: { path: { engagementId } },
        body,
      });
      return data;
    },
    // The form shows the field errors itself.
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(connectorKeys.connectors(engagementId), saved),
  });
}
