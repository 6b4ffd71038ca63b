import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { userKeys } from './keys';

/** Activate or deactivate; deactivating ends the user's sessions at once (server). */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, disabled }: { email: string; disabled: boolean }) => {
      const { data } = await api.PUT('/api/authorization/users/{email}', {
        params: { path: { email } },
        body: { disabled },
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
