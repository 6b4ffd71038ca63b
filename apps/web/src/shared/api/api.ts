// The typed way the web app talks to the server: openapi-fetch over the types generated from the
// server's OpenAPI document (schema.gen.ts, `npm run api:generate`). Paths, parameters, bodies and
// answers are checked against the routes' zod schemas, so a hook neither builds an address by hand
// nor declares a shape again:
//
//   const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/runs/{runId}', {
//     params: { path: { engagementId, runId } },
//     signal,
//   });
//
// The session rules of client.ts hold here too, as middleware: cookies, the CSRF header on
// mutations, problem+json answers thrown as ApiError, and the spec's 401 rule (workspace.md
// section 8), which a call turns off with `redirectOn401: false`. A call resolves with the answer's
// data or throws, so `data` is never undefined.
import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import { ApiError, apiErrorFrom } from './ApiError';
import { CSRF_COOKIE, goToRefreshToken, readCookie } from './client';
import type { paths } from './schema.gen';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Adds the CSRF token (double-submit cookie) to everything that is not a read. */
const csrfHeader: Middleware = {
  onRequest({ request }) {
    if (SAFE_METHODS.has(request.method)) return;
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) request.headers.set('x-csrf-token', csrf);
  },
};

/** An answer outside 2xx becomes an ApiError; a lost connection an ApiError with status 0. */
const problemsAsErrors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorFrom(response);
  },
  onError({ request, error }) {
    if (request.signal.aborted) return; // the caller's own cancellation: rethrown as it is
    return new ApiError(0, error instanceof Error ? error.message : 'Network error');
  },
};

/** An expired session sends the browser to sign in again (per call, so a call can opt out). */
const sessionExpiry: Middleware = {
  onResponse({ response }) {
    if (response.status === 401) goToRefreshToken();
  },
};

const core = createClient<paths>({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  // Looked up at each call rather than once here, so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
core.use(csrfHeader, problemsAsErrors);

export interface CallOptions {
  /**
   * Off only for calls where a 401 is an expected answer and not an expired session: the sign-in
   * form (wrong password), the Login page's "am I already signed in" probe, the app settings.
   */
  redirectOn401?: boolean;
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Media = `${string}/${string}`;
/** The second argument is optional when the operation needs no parameters and no body. */
type InitArgument<Init> = object extends Init ? [init?: Init & CallOptions] : [init: Init & CallOptions];

/** What a call resolves with: the 2xx answer's data (typed from the schema) and the raw response. */
export interface ApiAnswer<Data> {
  data: Data;
  response: Response;
}

/** The 2xx answer's data of an operation called with these options (parseAs changes it). */
type AnswerData<Operation, Init> =
  Operation extends Record<string | number, unknown>
    ? NonNullable<FetchResponse<Operation, Init, Media>['data']>
    : never;

/** The paths that answer a method (schema.gen.ts marks the others `?: never`). */
type PathsWith<M extends Method> = {
  [Path in keyof paths]: paths[Path] extends { [K in M]: object } ? Path : never;
}[keyof paths];

type ApiMethod<M extends Method> = <
  Path extends PathsWith<M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  path: Path,
  ...init: InitArgument<Init>
) => Promise<ApiAnswer<AnswerData<paths[Path][M], Init>>>;

/** openapi-fetch's call as this module makes it: the typing is ApiMethod's, checked at each call. */
type UntypedCall = (
  method: string,
  path: string,
  init: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function method<M extends Method>(name: M): ApiMethod<M> {
  const request = core.request as UntypedCall;
  const call = async (path: string, init: CallOptions = {}) => {
    const { redirectOn401 = true, ...rest } = init;
    const { data, response } = await request(name.toUpperCase(), path, {
      ...rest,
      middleware: redirectOn401 ? [sessionExpiry] : [],
    });
    return { data, response };
  };
  return call as ApiMethod<M>;
}

export const api = {
  GET: method('get'),
  PUT: method('put'),
  POST: method('post'),
  PATCH: method('patch'),
  DELETE: method('delete'),
};

/** The JSON answer (2xx) of an operation, for the rare hook that names it (schema.gen.ts paths). */
export type ApiData<Path extends keyof paths, M extends Method> = AnswerData<paths[Path][M], object>;

/** The JSON body an operation takes. */
export type ApiBody<Path extends keyof paths, M extends Method> = paths[Path][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * The address of an operation, for what is not a fetch: a download link, an XMLHttpRequest upload
 * (for its progress events). Serialised as the client does it, so the path is checked here too.
 */
export function apiAddress<Path extends keyof paths>(
  path: Path,
  params: { path?: Record<string, string>; query?: Record<string, string> },
): string {
  return createFinalURL(path, {
    baseUrl: '',
    params,
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}
