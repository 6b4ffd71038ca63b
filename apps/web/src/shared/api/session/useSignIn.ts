import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@cairn/contracts';
import { apiFetch } from '../client';

export interface SignInInput {
  email: string;
  password: string;
  postLoginRedirect: string;
}

/** The Login page's form: a 401 here means a wrong password, not an expired session. */
export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) =>
      apiFetch<{ redirect: string }>('/authorization/login', {
        method: 'POST',
        json: input,
        redirectOn401: false,
      }),
    meta: { silent: true },
  });
}

/** Asks whether a session exists without sending the browser to sign in when it does not. */
export function useSessionProbe() {
  return useQuery({
    queryKey: ['session', 'probe'],
    queryFn: () => apiFetch<CurrentUser>('/api/profile/me', { redirectOn401: false }),
    retry: false,
    staleTime: 0,
    meta: { silent: true },
  });
}
