import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApplicationSecret } from '@cairn/contracts';
import { api } from '../api';
import { applicationKeys } from './keys';

/** A new client secret; the answer carries its value, the only time it is ever shown. */
export function useCreateApplicationSecret(aadObjectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApplicationSecret) => {
      const { data } = await api.POST('/api/authorization/applications/{aadObjectId}/secrets', {
        params: { path: { aadObjectId } },
        body: input,
      });
      return data;
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.secrets(aadObjectId) }),
  });
}
