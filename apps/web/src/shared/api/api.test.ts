// @vitest-environment happy-dom
// The typed client keeps the session rules of client.ts: CSRF header on mutations, problem+json as
// ApiError, 401 -> sign in again (unless the call opts out), a lost connection as status 0.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mockFetch';
import { problemAnswer } from '../testing/problemAnswer';
import { ApiError } from './ApiError';
import { api, apiAddress } from './api';

const BRANCHES = '/api/nodeModel/engagements/{engagementId}/branches';

describe('api', () => {
  const assign = vi.fn();

  beforeEach(() => {
    document.cookie = 'cairn_csrf=token-1';
    vi.stubGlobal('location', { ...window.location, pathname: '/modeling/config', search: '?x=1', assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('fills the path parameters (encoded) and answers the JSON, without a CSRF header on reads', async () => {
    mockFetch({ 'GET /api/nodeModel/engagements/e 1/branches': [{ name: 'main' }] });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const { data } = await api.GET(BRANCHES, { params: { path: { engagementId: 'e 1' } } });
    expect(data).toEqual([{ name: 'main' }]);
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/nodeModel/engagements/e%201/branches');
    expect(request.headers.get('x-csrf-token')).toBeNull();
    expect(request.credentials).toBe('same-origin');
  });

  it('sends the CSRF token and the JSON body on a mutation', async () => {
    const sent = mockFetch({ 'POST /api/nodeModel/engagements/e-1/branches': { name: 'dev' } });
    await api.POST(BRANCHES, {
      params: { path: { engagementId: 'e-1' } },
      body: { name: 'dev', parentBranch: 'main' },
    });
    const request = vi.mocked(globalThis.fetch).mock.calls[0][0] as Request;
    expect(request.headers.get('x-csrf-token')).toBe('token-1');
    expect(sent[0].body).toEqual({ name: 'dev', parentBranch: 'main' });
  });

  it('throws a problem+json answer as ApiError with its field errors', async () => {
    mockFetch({
      'POST /api/nodeModel/engagements/e-1/branches': problemAnswer(400, {
        title: 'Bad Request',
        detail: 'A branch with this name already exists',
        errorId: 'err-1',
        errors: [{ field: 'name', message: 'A branch with this name already exists' }],
      }),
    });
    const call = api.POST(BRANCHES, {
      params: { path: { engagementId: 'e-1' } },
      body: { name: 'main', parentBranch: 'main' },
    });
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      errorId: 'err-1',
      fieldErrors: [{ field: 'name', message: 'A branch with this name already exists' }],
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to sign in again on a 401, unless the call expects one', async () => {
    mockFetch({ 'GET /api/profile/me': problemAnswer(401, { title: 'Unauthorized' }) });
    await expect(api.GET('/api/profile/me')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith(
      `/authorization/refresh-token?postLoginRedirect=${encodeURIComponent('/modeling/config?x=1')}`,
    );
    assign.mockReset();
    await expect(api.GET('/api/profile/me', { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns a lost connection into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.GET('/api/engagements/mine')).rejects.toMatchObject({ status: 0 });
  });

  it('builds the address of a download like the client does', () => {
    const address = apiAddress('/api/storage/engagements/{engagementId}/{purpose}/files/content', {
      path: { engagementId: 'e-1', purpose: 'import' },
      query: { path: 'a b/c.csv' },
    });
    expect(address).toBe('/api/storage/engagements/e-1/import/files/content?path=a%20b%2Fc.csv');
  });
});
