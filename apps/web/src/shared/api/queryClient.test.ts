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
});
