import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { DATABASE_UNAVAILABLE_CODE } from '@cairn/contracts';
import { isApiError, type ApiError } from './ApiError';
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
const isTooMany = (error: unknown): error is ApiError => isApiError(error) && error.status === 429;
// A read the server asks to repeat later: a 429, or a 503 while its database restarts.
const isAskLater = (error: unknown): error is ApiError =>
  isTooMany(error) || (isApiError(error) && error.status === 503 && error.code === DATABASE_UNAVAILABLE_CODE);

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
        // A 429 (the tenant's request budget spent) or a database restarting is asked again once
        // the server says it may be.
        retry: (failures, error) =>
          isAskLater(error)
            ? failures < 3
            : !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
        retryDelay: (attempt, error) =>
          isAskLater(error) && error.retryAfterSeconds
            ? error.retryAfterSeconds * 1000
            : Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
