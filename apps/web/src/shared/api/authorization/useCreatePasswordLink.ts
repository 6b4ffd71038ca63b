import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/** A new set-password link for a local account; the user's older links stop working. */
export function useCreatePasswordLink() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { data } = await api.POST('/api/authorization/users/{email}/password-link', {
        params: { path: { email } },
      });
      return data;
    },
  });
}
