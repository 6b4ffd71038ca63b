import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildUser, PASSWORD } from '../test/factories.js';
import { testServer, type TestServer } from '../test/test-server.js';

// A stand-in for the built web app (the real index.html has no inline script either).
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
);
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'app-3f2a1b.js'), 'export {};');

let plain: TestServer;
let secure: TestServer;
beforeAll(async () => {
  plain = await testServer({ CAIRN_WEB_DIR: webDir });
  secure = await testServer({
    CAIRN_WEB_DIR: webDir,
    CAIRN_PUBLIC_URL: 'https://cairn.example',
    CAIRN_TRUST_PROXY: 'loopback',
  });
});
afterAll(async () => {
  await Promise.all([plain.close(), secure.close()]);
  fs.rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('are on an API answer, on the web app and on a problem answer', async () => {
    const api = await plain.app.inject({ url: '/appSettings.json' });
    expect(api.statusCode).toBe(200);
    const web = await plain.app.inject({ url: '/' });
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toContain('text/html');
    const unauthenticated = await plain.app.inject({ url: '/api/profile/me' });
    const missing = await plain.app.inject({ url: '/api/no-such-thing' });
    const invalid = await plain.app.inject({
      method: 'POST',
      url: '/authorization/login',
      payload: { email: '' },
    });
    for (const [res, status] of [
      [api, 200],
      [web, 200],
      [unauthenticated, 401],
      [missing, 404],
      [invalid, 400],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expectSecurityHeaders(res);
    }
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('lets the browser keep the hashed assets and asks again for the page that names them', async () => {
    // A full navigation then loads its ~180 chunks from the cache, not by asking for each (issue 29).
    const asset = await plain.app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/storage-manager/main'])
      expect((await plain.app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
  });

  it('sends HSTS only when the public address is https', async () => {
    expect((await plain.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    expect((await plain.app.inject({ url: '/' })).headers['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
    const res = await secure.app.inject({ url: '/api/profile/me' });
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('marks cookies Secure from the public address, not from the request', async () => {
    const signInOn = async (server: TestServer, origin: string, headers: Record<string, string> = {}) => {
      const user = await buildUser(server.database.db);
      return server.app.inject({
        method: 'POST',
        url: '/authorization/login',
        payload: { email: user.email, password: PASSWORD },
        headers: { origin, ...headers },
      });
    };
    // https public address, plain request (TLS ends at the proxy): Secure, the session cookie
    // `__Host-` (Path=/, no Domain).
    const behindProxy = await signInOn(secure, 'https://cairn.example');
    expect(behindProxy.cookies.map((c) => [c.name, c.secure])).toEqual([
      ['cairn_device', true],
      ['__Host-cairn_session', true],
      ['cairn_csrf', true],
    ]);
    const session = behindProxy.cookies.find((c) => c.name === '__Host-cairn_session')!;
    expect([session.path, session.domain]).toEqual(['/', undefined]);
    const me = await secure.app.inject({
      url: '/api/profile/me',
      headers: { cookie: `__Host-cairn_session=${session.value}` },
    });
    expect(me.statusCode).toBe(200);
    // http public address: a claimed https request does not change it.
    const claimed = await signInOn(plain, 'http://cairn.test', { 'x-forwarded-proto': 'https' });
    expect(claimed.cookies.every((c) => !c.secure)).toBe(true);
  });
});
