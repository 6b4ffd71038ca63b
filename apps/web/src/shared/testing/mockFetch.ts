// Component tests: a fetch that answers from a table of routes keyed by method and address, and
// records what was sent, so a test can say what the server answers and check what the screen sent.
// (shared/testing/renderWithApp.tsx renders the screen with the app's providers.)
import { vi } from 'vitest';
import { ProblemAnswer } from './problemAnswer';
import { readRequest } from './readRequest';

export interface Sent {
  method: string;
  /** The decoded path and the query string. */
  path: string;
  body: unknown;
}

/** A route's answer: JSON (or a problemAnswer for an error), or a function of what was sent. */
type Answer = unknown | ((sent: Sent) => unknown);

/**
 * Stubs fetch (undone by `vi.unstubAllGlobals()`): `routes` maps 'METHOD /path?query', or
 * 'METHOD /path' for any query, to an answer; anything else is 404. Returns the requests as sent.
 */
export function mockFetch(routes: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { method, url, body } = await readRequest(input, init, 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const request = { method, path: pathname + url.search, body };
      sent.push(request);
      const key = [`${method} ${request.path}`, `${method} ${pathname}`].find((k) => k in routes);
      if (!key) return new Response(JSON.stringify({ title: 'Not found' }), { status: 404 });
      const answer = routes[key];
      const value = typeof answer === 'function' ? (answer as (s: Sent) => unknown)(request) : answer;
      if (value instanceof ProblemAnswer) return value.toResponse();
      return new Response(JSON.stringify(value), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}
