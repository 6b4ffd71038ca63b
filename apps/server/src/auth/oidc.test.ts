import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function signInThroughProvider(postLoginRedirect = '/profile') {
  const start = await server.app.inject({ url: `/authorization/login?postLoginRedirect=${encodeURIComponent(postLoginRedirect)}` });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin).toBe(provider.issuer);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await followUntil(authorizeUrl.toString(), TEST_ORIGIN);
  const url = new URL(callback);
  return { callbackPath: url.pathname + url.search, finish: () => server.app.inject({ url: url.pathname + url.search }) };
}

describe('OIDC sign-in (authorization code with PKCE)', () => {
  it('signs a registered user in and returns to the page asked for', async () => {
    const user = await buildUser(server.database.db, { email: 'oidc.person@example.test', name: 'Olive Oidc' });
    provider.signInAs({ sub: 'oidc-sub-1', email: 'OIDC.person@example.test', name: 'Olive' });
    const flow = await signInThroughProvider('/profile');
    const done = await flow.finish();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/profile');
    const me = await server.app.inject({ url: '/api/profile/me', headers: { cookie: `cairn_session=${cookiesOf(done).cairn_session}` } });
    expect(me.json()).toMatchObject({ email: user.email, displayName: 'Olive Oidc' });
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
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe('/?error=notRegistered');
    const user = await buildUser(server.database.db, { email: 'gone@example.test' });
    await disableUser(server.database.db, user.id);
    provider.signInAs({ sub: 'gone-sub', email: 'gone@example.test', name: 'Gone' });
    expect((await (await signInThroughProvider()).finish()).headers.location).toBe('/?error=notActive');
  });

  it('announces OIDC in appSettings.json', async () => {
    const settings = (await server.app.inject({ url: '/appSettings.json' })).json();
    expect(settings.sso).toMatchObject({ mode: 'oidc', issuer: provider.issuer, clientId: 'cairn' });
    expect(JSON.stringify(settings)).not.toContain('test-client-secret');
  });
});
