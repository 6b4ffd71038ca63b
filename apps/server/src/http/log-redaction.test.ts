// No credential in the request and application logs: the server logs at info into the secret leak
// watch (test/secret-leak-watch.ts), and a line holding a token, password or secret fails the test.
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { registerTestSecret, testSecretValue } from '../test/secret-leak-watch.js';
import { signIn, signInNewUser, TEST_ORIGIN, useTestServer } from '../test/test-server.js';
import { redactUrl } from './log-redaction.js';

const server = useTestServer({}, { logs: true });

describe('logs', () => {
  it('mask secret-named query values and nothing else', () => {
    expect(redactUrl('/authorization/set-password?token=abc&x=1')).toBe(
      '/authorization/set-password?token=[REDACTED]&x=1',
    );
    expect(redactUrl('/authorization/callback?code=c&state=s')).toBe(
      '/authorization/callback?code=[REDACTED]&state=[REDACTED]',
    );
    expect(redactUrl('/api/engagements?page=2')).toBe('/api/engagements?page=2');
  });

  it('never carry a set-password link, a password, a session, a bearer token or a cookie', async () => {
    const user = await buildUser(server.database.db);
    const { url } = await server.ctx.services.passwordLinks.create(user.id, TEST_ORIGIN);
    const token = new URL(url).searchParams.get('token')!;
    const link = new URL(url);
    // The form itself carries the token (to its holder), so it is watched for from here on...
    expect((await server.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    registerTestSecret(token);
    const password = testSecretValue('new-password');
    const set = await server.app.inject({
      method: 'POST',
      url: `/authorization/set-password?token=${encodeURIComponent(token)}`,
      payload: { token, password },
      headers: { origin: TEST_ORIGIN },
    });
    expect(set.statusCode).toBe(200);
    const client = await signIn(server, user.email, password);
    registerTestSecret(client.cookie.match(/cairn_session=([^;]+)/)![1]);
    registerTestSecret(client.csrf);
    expect((await client.request('GET', '/api/profile/me')).statusCode).toBe(200);
    const bearer = testSecretValue('bearer');
    await server.app.inject({ url: '/api/profile/me', headers: { authorization: `Bearer ${bearer}` } });
    await signInNewUser(server);

    expect(
      server.logLines.some((line) => line.includes('/authorization/set-password?token=[REDACTED]')),
    ).toBe(true);
    // ...and looked for in every line, the form's request line included.
    expect(server.logLines.filter((line) => line.includes(token))).toEqual([]);
    expect(server.secretLeaks).toEqual([]);
  });
});
