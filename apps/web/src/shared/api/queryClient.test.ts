// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { permissionKeys } from './authorization/keys';
import { createQueryClient } from './queryClient';

describe('the query client', () => {
  it('reads the permissions again when an action is refused with 403 (a role was taken away)', async () => {
    const client = createQueryClient();
    client.setQueryData(permissionKeys.scope('/engagements/e-1'), { permissions: [] });
    const refused = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(403, 'You do not have access to this resource.')),
      meta: { silent: true },
    });
    await expect(refused.execute(undefined)).rejects.toThrow();
    expect(client.getQueryState(permissionKeys.scope('/engagements/e-1'))?.isInvalidated).toBe(true);
  });

  it('leaves them as they are on other refusals', async () => {
    const client = createQueryClient();
    client.setQueryData(permissionKeys.scope('/engagements/e-1'), { permissions: [] });
    const refused = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(409, 'Conflict')),
      meta: { silent: true },
    });
    await expect(refused.execute(undefined)).rejects.toThrow();
    expect(client.getQueryState(permissionKeys.scope('/engagements/e-1'))?.isInvalidated).toBe(false);
  });

  it('asks again for a read refused with 429 once Retry-After has passed, and not for another 4xx', async () => {
    const client = createQueryClient();
    let calls = 0;
    const tooMany = client.fetchQuery({
      queryKey: ['budget'],
      queryFn: () => {
        calls += 1;
        if (calls === 1)
          return Promise.reject(new ApiError(429, 'Too Many Requests', { retryAfterSeconds: 0.01 }));
        return Promise.resolve('served');
      },
    });
    await expect(tooMany).resolves.toBe('served');
    expect(calls).toBe(2);

    let notFoundCalls = 0;
    const missing = client.fetchQuery({
      queryKey: ['missing'],
      queryFn: () => {
        notFoundCalls += 1;
        return Promise.reject(new ApiError(404, 'Not found'));
      },
    });
    await expect(missing).rejects.toThrow('Not found');
    expect(notFoundCalls).toBe(1);
  });

  it('asks a read again after Retry-After while the server cannot reach its database (503)', () => {
    const { retry, retryDelay } = createQueryClient().getDefaultOptions().queries!;
    const restarting = new ApiError(503, 'A database Cairn uses cannot be reached at the moment.', {
      code: 'databaseUnavailable',
      retryAfterSeconds: 5,
    });
    expect(typeof retryDelay === 'function' && retryDelay(1, restarting)).toBe(5_000);
    expect(typeof retry === 'function' && retry(2, restarting)).toBe(true);
  });
});
