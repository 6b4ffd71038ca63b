import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';
import { permissionKeys } from './authorization/keys';
import { reportError } from './reportError';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows the error itself (e.g. the sign-in form). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

// A 401 is already turning into a navigation to the refresh-token address; nothing to report.
const isUnauthorised = (error: unknown) => isApiError(error) && error.status === 401;
// 4xx on a read is an answer the screen handles (empty list, redirect, 403 page); a 5xx or a lost
// connection is worth telling the user about.
const isServerFailure = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

// A 403 means the rights the screen gated on are out of date (a role was taken away meanwhile): the
// permissions are read again, so the screen's actions say what is allowed now.
const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isForbidden(error)) void client.invalidateQueries({ queryKey: permissionKeys.all });
        if (!query.meta?.silent && !isUnauthorised(error) && isServerFailure(error)) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (isForbidden(error)) void client.invalidateQueries({ queryKey: permissionKeys.all });
        if (!mutation.meta?.silent && !isUnauthorised(error)) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
