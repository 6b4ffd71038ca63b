import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/identity.js';
import { buildUser, disableUser, PASSWORD } from '../test/factories.js';
import {
  cookiesOf,
  signIn,
  signInNewUser,
  signOut,
  TEST_ORIGIN,
  useTestServer,
} from '../test/test-server.js';

const server = useTestServer({ CAIRN_LOGIN_MAX_FAILURES: '3' });

const login = (email: string, password: string, extra: Record<string, string> = {}, from = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/authorization/login',
    payload: { email, password, postLoginRedirect: '/profile' },
    headers: { origin: TEST_ORIGIN, ...extra },
    remoteAddress: from,
  });

describe('local sign-in', () => {
  it('signs in with the right password and sets HttpOnly, SameSite session cookies', async () => {
    const user = await buildUser(server.database.db, { email: 'Mixed.Case@Example.test' });
    const res = await login('mixed.case@example.test', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: '/profile' });
    const session = res.cookies.find((c) => c.name === 'cairn_session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(res.cookies.find((c) => c.name === 'cairn_csrf')!.httpOnly).toBeFalsy();
    const me = await server.app.inject({
      url: '/api/profile/me',
      headers: { cookie: `cairn_session=${session.value}` },
    });
    expect(me.json().email).toBe(user.email);
    expect(me.json().lastLoginDate).not.toBeNull();
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const user = await buildUser(server.database.db);
    const wrong = await login(user.email, 'not-the-password', { 'x-forwarded-for': '10.0.0.1' });
    const unknown = await login('nobody@example.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
    expect(wrong.json().code).toBe('invalidCredentials');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rate limits failed sign-ins per account, also for the right password, without revealing the account', async () => {
    const user = await buildUser(server.database.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong')).statusCode).toBe(401);
    const blocked = await login(user.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('tooManyAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await login('ghost@example.test', 'wrong');
    expect((await login('ghost@example.test', 'wrong')).statusCode).toBe(429);
    // Another account from the same address still signs in: the address limit is higher.
    const other = await buildUser(server.database.db);
    expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers a disabled account like any wrong password, 'User is not active' only to its own password, and ends its sessions", async () => {
    const user = await buildUser(server.database.db);
    const client = await signIn(server, user.email, PASSWORD);
    await disableUser(server.database.db, user.id);
    // From another network: these failures must not use up the other tests' address allowance.
    const guessed = await login(user.email, 'not-the-password', {}, '10.20.30.40');
    const wrong = await login(
      (await buildUser(server.database.db)).email,
      'not-the-password',
      {},
      '10.20.30.40',
    );
    const shape = (res: typeof wrong) => {
      const { errorId: _id, ...body } = res.json();
      return { status: res.statusCode, body, cookies: res.cookies.length };
    };
    expect(shape(guessed)).toEqual(shape(wrong));
    const own = await login(user.email, PASSWORD, {}, '10.20.30.40');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'notActive', detail: 'User is not active' });
    expect(own.cookies).toHaveLength(0);
    expect((await client.request('GET', '/api/profile/me')).statusCode).toBe(401);
  });

  it('refuses a sign-in form posted from another site', async () => {
    const user = await buildUser(server.database.db);
    const res = await login(user.email, PASSWORD, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('rejects bad input with a 400 naming the field', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/authorization/login',
      payload: { email: '', password: 'x' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Field cannot be empty' }]);
    expect(res.json().errorId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('sessions', () => {
  it('logout is a form post with the CSRF token: ends the session and clears the cookies', async () => {
    const user = await buildUser(server.database.db);
    const client = await signIn(server, user.email, PASSWORD);
    const out = await signOut(server, client, '&postLogoutRedirect=%2F');
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(cookiesOf(out).cairn_session).toBe('');
    expect((await client.request('GET', '/api/profile/me')).statusCode).toBe(401);
  });

  it('does not sign out on a GET, a post without the CSRF token or one from another site', async () => {
    const client = await signInNewUser(server);
    const get = await server.app.inject({
      url: '/authorization/logout?postLogoutRedirect=/',
      headers: { cookie: client.cookie },
    });
    expect(get.statusCode).toBe(302);
    expect(get.headers.location).toBe('/');
    expect(cookiesOf(get).cairn_session).toBeUndefined();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const noToken = await server.app.inject({
      method: 'POST',
      url: '/authorization/logout',
      headers: { cookie: client.cookie, origin: TEST_ORIGIN, ...form },
      payload: 'postLogoutRedirect=%2F',
    });
    expect(noToken.statusCode).toBe(403);
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/authorization/logout',
      headers: { cookie: client.cookie, origin: 'https://evil.example', ...form },
      payload: `csrfToken=${client.csrf}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await client.request('GET', '/api/profile/me')).statusCode).toBe(200);
  });

  it('logout without a session (or with an ended one) just clears the cookies', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/authorization/logout',
      headers: { cookie: 'cairn_session=gone', origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(cookiesOf(res).cairn_session).toBe('');
  });

  it('expires a session that was idle too long and one past its absolute limit', async () => {
    const db = server.database.db;
    const idle = await signInNewUser(server);
    const old = await signInNewUser(server);
    const all = await db.select().from(sessions);
    const hashOf = async (c: { cookie: string }) => {
      const token = c.cookie.match(/cairn_session=([^;]+)/)![1];
      const { hashToken } = await import('./tokens.js');
      return hashToken(token);
    };
    expect(all.length).toBeGreaterThan(1);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) })
      .where(eq(sessions.tokenHash, await hashOf(idle)));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, await hashOf(old)));
    expect((await idle.request('GET', '/api/profile/me')).statusCode).toBe(401);
    expect((await old.request('GET', '/api/profile/me')).statusCode).toBe(401);
  });

  it('refresh-token goes back to the page with a session and to sign-in without one', async () => {
    const client = await signInNewUser(server);
    const withSession = await server.app.inject({
      url: '/authorization/refresh-token?postLoginRedirect=/profile?x=1',
      headers: { cookie: client.cookie },
    });
    expect(withSession.headers.location).toBe('/profile?x=1');
    const without = await server.app.inject({
      url: '/authorization/refresh-token?postLoginRedirect=/profile',
    });
    expect(without.headers.location).toBe('/authorization/login?postLoginRedirect=%2Fprofile');
    const login = await server.app.inject({ url: without.headers.location as string });
    expect(login.headers.location).toBe('/?postLoginRedirect=%2Fprofile');
  });

  it('never redirects off the site', async () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await server.app.inject({
        url: `/authorization/refresh-token?postLoginRedirect=${encodeURIComponent(target)}`,
      });
      expect(res.headers.location).toBe('/authorization/login?postLoginRedirect=%2Foverview');
    }
  });

  it('a 401 is problem+json for an API call without a session', async () => {
    const res = await server.app.inject({ url: '/api/profile/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
  });
});
