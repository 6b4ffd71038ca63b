// The session rules every call to the server follows: cookies for the session, the CSRF header on
// mutations, problem+json errors as ApiError, and the spec's 401 rule (workspace.md section 8).
// Hooks call the typed client (api.ts), which applies these rules as openapi-fetch middleware.
// apiFetch stays for what the OpenAPI document does not describe as JSON: multipart uploads
// (the profile picture; storage uploads use XMLHttpRequest for progress, storage/uploadFile.ts).
import { ApiError, apiErrorFrom } from './ApiError';

export const CSRF_COOKIE = 'cairn_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data; the browser sets the boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Off only for calls where a 401 is an expected answer and not an expired session: the sign-in
   * form (wrong password) and the Login page's "am I already signed in" probe.
   */
  redirectOn401?: boolean;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function refreshTokenAddress(currentAddress: string): string {
  return `/authorization/refresh-token?postLoginRedirect=${encodeURIComponent(currentAddress)}`;
}

export function goToRefreshToken() {
  const { pathname, search } = window.location;
  window.location.assign(refreshTokenAddress(pathname + search));
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  if (!SAFE_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers['x-csrf-token'] = csrf;
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }

  if (response.status === 401 && options.redirectOn401 !== false) {
    goToRefreshToken();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
