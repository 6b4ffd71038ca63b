// A server remembers a session it looked up for a few seconds (CAIRN_SESSION_CACHE_SECONDS), but
// whatever ends a session in this process takes effect on the very next request, not after the
// cache time: sign-out, an administrator deactivating the user, and setting a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { buildUser, PASSWORD } from '../test/factories.js';
import { signIn, signInWithRole, signOut, testServer, type TestServer } from '../test/test-server.js';

let server: TestServer;

beforeAll(async () => {
  // A long cache time, so that only invalidation can explain a 401 within the test.
  server = await testServer({ CAIRN_SESSION_CACHE_SECONDS: '60' });
});
afterAll(() => server.close());

const me = (client: { request: (m: string, u: string) => Promise<{ statusCode: number }> }) =>
  client.request('GET', '/api/profile/me').then((r) => r.statusCode);

describe('remembered sessions', () => {
  it('a remembered session answers without the database: its row is gone, it still works until ended here', async () => {
    const user = await buildUser(server.database.db);
    const client = await signIn(server, user.email, PASSWORD);
    expect(await me(client)).toBe(200);
    // Within the cache time the session is not read again (another process's sign-out would wait too).
    const { sessions } = await import('../db/schema/identity.js');
    const { eq } = await import('drizzle-orm');
    await server.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await me(client)).toBe(200);
  });

  it('sign-out ends the remembered session at once', async () => {
    const user = await buildUser(server.database.db);
    const client = await signIn(server, user.email, PASSWORD);
    expect(await me(client)).toBe(200);
    const out = await signOut(server, client);
    expect(out.statusCode).toBe(303);
    expect(await me(client)).toBe(401);
  });

  it('an administrator deactivating the user ends their remembered sessions at once', async () => {
    const db = server.database.db;
    const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const leaver = await buildUser(db, { email: 'leaver@example.test' });
    const client = await signIn(server, leaver.email, PASSWORD);
    expect(await me(client)).toBe(200);
    const off = await admin.request('PUT', '/api/authorization/users/leaver@example.test', {
      disabled: true,
    });
    expect(off.statusCode).toBe(200);
    expect(await me(client)).toBe(401);
    // And no request in the moments after the change brings the session back from a stale read.
    expect(await me(client)).toBe(401);
  });
});
