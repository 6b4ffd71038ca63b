import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/audit.js';
import { oidcRequests, users } from '../db/schema/identity.js';
import { runMaintenance } from '../jobs/maintenance.js';
import { buildUser, disableUser } from '../test/factories.js';
import { followUntil, startOidcProvider } from '../../../../e2e/support/oidc-provider.js';
import { cookiesOf, testServer, TEST_ORIGIN, type TestServer } from '../test/test-server.js';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let server: TestServer;
beforeAll(async () => {
  provider = await startOidcProvider(`${TEST_ORIGIN}/authorization/callback`, 'test-client-secret');
  server = await testServer({
    CAIRN_OIDC_ISSUER: provider.issuer,
    CAIRN_OIDC_CLIENT_ID: 'cairn',
    CAIRN_OIDC_CLIENT_SECRET: 'test-client-secret',
    CAIRN_OIDC_ALLOW_HTTP: 'true',
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

/** Starts a sign-in as a browser would, clicks through the provider, and returns the way back. */
async function signInThroughProvider(postLoginRedirect = '/profile', headers: Record<string, string> = {}) {
  const start = await server.app.inject({
    url: `/authorization/login?postLoginRedirect=${encodeURIComponent(postLoginRedirect)}`,
    headers,
  });
  expect(start.statusCode).toBe(302);
  const binding = cookiesOf(start).cairn_oidc;
  expect(binding).toBeTruthy();
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin).toBe(provider.issuer);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await followUntil(authorizeUrl.toString(), TEST_ORIGIN);
  const url = new URL(callback);
  const callbackPath = url.pathname + url.search;
  return {
    callbackPath,
    binding,
    /** The callback in the browser that started the sign-in (or, with `cookie`, in another one). */
    finish: (cookie = `cairn_oidc=${binding}`) =>
      server.app.inject({ url: callbackPath, headers: cookie ? { cookie } : {} }),
  };
}

/** The OIDC sign-in events of the audit log about `target`, oldest first. */
const oidcEvents = async (target: string) =>
  server.database.db
    .select({
      principalId: auditLog.principalId,
      outcome: auditLog.outcome,
      status: auditLog.status,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'SignIn.Oidc'), eq(auditLog.target, target)))
    .orderBy(asc(auditLog.at));

const userRow = async (id: string) =>
  (await server.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('OIDC sign-in (authorization code with PKCE)', () => {
  it('signs a registered user in and returns to the page asked for', async () => {
    const user = await buildUser(server.database.db, {
      email: 'oidc.person@example.test',
      name: 'Olive Oidc',
    });
    provider.signInAs({ sub: 'oidc-sub-1', email: 'OIDC.person@example.test', name: 'Olive' });
    const flow = await signInThroughProvider('/profile');
    const done = await flow.finish();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/profile');
    const me = await server.app.inject({
      url: '/api/profile/me',
      headers: { cookie: `cairn_session=${cookiesOf(done).cairn_session}` },
    });
    expect(me.json()).toMatchObject({ email: user.email, displayName: 'Olive Oidc' });
    // The audit log has the sign-in, by the user who signed in.
    expect(await oidcEvents('oidc.person@example.test')).toEqual([
      { principalId: user.id, outcome: 'success', status: 200, detail: null },
    ]);
  });

  it('refuses a replayed callback', async () => {
    provider.signInAs({ sub: 'oidc-sub-1', email: 'oidc.person@example.test', name: 'Olive' });
    const flow = await signInThroughProvider();
    expect((await flow.finish()).headers.location).toBe('/profile');
    const replay = await flow.finish();
    expect(replay.headers.location).toBe('/?error=signInFailed');
    expect(cookiesOf(replay).cairn_session).toBeUndefined();
  });

  it('tells an unknown identity it is not registered, and a disabled user it is not active', async () => {
    provider.signInAs({ sub: 'stranger', email: 'stranger@example.test', name: 'Stranger' });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe(
      '/?error=notRegistered&postLoginRedirect=%2Fprofile',
    );
    // The admin console's address goes back with the refusal: the page says the admin's words.
    provider.signInAs({ sub: 'stranger', email: 'stranger@example.test', name: 'Stranger' });
    expect((await (await signInThroughProvider('/tenants')).finish()).headers.location).toBe(
      '/?error=notRegistered&postLoginRedirect=%2Ftenants',
    );
    const user = await buildUser(server.database.db, { email: 'gone@example.test' });
    await disableUser(server.database.db, user.id);
    provider.signInAs({ sub: 'gone-sub', email: 'gone@example.test', name: 'Gone' });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe(
      '/?error=notActive&postLoginRedirect=%2Fprofile',
    );
    // Refused attempts are in the audit log under the e-mail the provider gave, with the reason.
    expect(await oidcEvents('stranger@example.test')).toEqual([
      { principalId: null, outcome: 'failure', status: 401, detail: { reason: 'notRegistered' } },
      { principalId: null, outcome: 'failure', status: 401, detail: { reason: 'notRegistered' } },
    ]);
    expect(await oidcEvents('gone@example.test')).toEqual([
      { principalId: null, outcome: 'failure', status: 403, detail: { reason: 'notActive' } },
    ]);
  });

  it('links an account by e-mail only when the provider says the e-mail is verified', async () => {
    const user = await buildUser(server.database.db, { email: 'unverified@example.test' });
    provider.signInAs({
      sub: 'claims-their-email',
      email: 'unverified@example.test',
      name: 'Mallory',
      emailVerified: false,
    });
    const refused = await (await signInThroughProvider()).finish();
    expect(refused.headers.location).toBe('/?error=notRegistered&postLoginRedirect=%2Fprofile');
    expect(cookiesOf(refused).cairn_session).toBeUndefined();
    expect((await userRow(user.id)).oidcSubject).toBeNull();

    provider.signInAs({
      sub: 'the-real-owner',
      email: 'unverified@example.test',
      name: 'Owner',
      emailVerified: true,
    });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe('/profile');
    expect(await userRow(user.id)).toMatchObject({
      oidcIssuer: provider.issuer,
      oidcSubject: 'the-real-owner',
    });
  });

  it('keys a linked account on issuer and subject', async () => {
    const user = await buildUser(server.database.db, { email: 'keyed@example.test' });
    provider.signInAs({ sub: 'keyed-sub', email: 'keyed@example.test', name: 'Keyed' });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe('/profile');
    // Once linked the subject decides, whatever e-mail the provider sends later.
    provider.signInAs({
      sub: 'keyed-sub',
      email: 'renamed@example.test',
      name: 'Keyed',
      emailVerified: false,
    });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe('/profile');
    // The same subject from another issuer is another person.
    const { auth } = server.ctx.services;
    const elsewhere = {
      issuer: 'https://other-idp.example',
      subject: 'keyed-sub',
      email: 'keyed@example.test',
      emailVerified: true,
      name: undefined,
    };
    expect(await auth.userForIdentity(elsewhere)).toEqual({ status: 'notRegistered' });
    expect(await userRow(user.id)).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: 'keyed-sub' });
  });

  it('adopts a link made before the issuer was stored on its next sign-in', async () => {
    const user = await buildUser(server.database.db, { email: 'legacy@example.test' });
    await server.database.db.update(users).set({ oidcSubject: 'legacy-sub' }).where(eq(users.id, user.id));
    provider.signInAs({
      sub: 'legacy-sub',
      email: 'legacy-new@example.test',
      name: 'Legacy',
      emailVerified: false,
    });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe('/profile');
    expect((await userRow(user.id)).oidcIssuer).toBe(provider.issuer);
  });

  it('signs nobody in when the callback is opened in another browser than the one that started it', async () => {
    await buildUser(server.database.db, { email: 'bound@example.test' });
    provider.signInAs({ sub: 'bound-sub', email: 'bound@example.test', name: 'Bound' });
    const flow = await signInThroughProvider();
    for (const elsewhere of ['', 'cairn_oidc=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await flow.finish(elsewhere);
      expect(res.headers.location).toBe('/?error=signInFailed');
      expect(cookiesOf(res).cairn_session).toBeUndefined();
    }
    // The other browser's attempt did not use the request up: its own browser still finishes.
    const done = await flow.finish();
    expect(done.headers.location).toBe('/profile');
    expect(cookiesOf(done).cairn_session).toBeTruthy();
  });

  it('keeps unfinished sign-ins bounded per address and removes expired ones', async () => {
    const db = server.database.db;
    const from = { 'x-forwarded-for': '203.0.113.9' }; // not trusted: every start comes from the socket's address
    for (let i = 0; i < 45; i++) {
      const res = await server.app.inject({ url: '/authorization/login', headers: from });
      expect(res.statusCode).toBe(302);
    }
    const rows = await db.select().from(oidcRequests);
    expect(rows.length).toBeLessThanOrEqual(30);
    await db.update(oidcRequests).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    await runMaintenance(db, { loginWindowMinutes: 15 });
    expect(await db.select().from(oidcRequests)).toEqual([]);
  });

  it('announces OIDC in appSettings.json', async () => {
    const settings = (await server.app.inject({ url: '/appSettings.json' })).json();
    expect(settings.sso).toMatchObject({ mode: 'oidc', issuer: provider.issuer, clientId: 'cairn' });
    expect(JSON.stringify(settings)).not.toContain('test-client-secret');
  });
});
