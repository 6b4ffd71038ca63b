import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApplication } from '@cairn/contracts';
import { api } from '../api';
import { applicationKeys } from './keys';

/** New application (name, aadObjectId); its errors show in the dialog only. */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApplication) => {
      const { data } = await api.POST('/api/authorization/applications', { body: input });
      return data;
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.list() }),
  });
}
