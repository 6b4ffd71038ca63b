import { useMutation } from '@tanstack/react-query';
import { api, type ApiBody } from '../api';

export type SignInInput = ApiBody<'/authorization/login', 'post'>;

/** The Login page's form: a 401 here means a wrong password, not an expired session. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      const { data } = await api.POST('/authorization/login', { body: input, redirectOn401: false });
      return data;
    },
    meta: { silent: true },
  });
}
