import { describe, expect, it } from 'vitest';
import { signInNewUser, TEST_ORIGIN, useTestServer } from '../test/test-server.js';

const server = useTestServer();

const body = { language: 'de', displayName: 'Changed Name', templateName: 'Default' };

describe('CSRF protection', () => {
  it('refuses a mutation without the CSRF header and changes nothing', async () => {
    const client = await signInNewUser(server, { name: 'Original Name' });
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      payload: body,
      headers: { cookie: client.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
    expect((await client.request('GET', '/api/profile/me')).json().displayName).toBe('Original Name');
  });

  it('refuses a wrong token and a foreign Origin', async () => {
    const client = await signInNewUser(server);
    const wrong = await client.request('PUT', '/api/profile/me', body, { 'x-csrf-token': 'guess' });
    expect(wrong.statusCode).toBe(403);
    const foreign = await client.request('PUT', '/api/profile/me', body, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });

  it('accepts the token of the session', async () => {
    const client = await signInNewUser(server);
    const ok = await client.request('PUT', '/api/profile/me', body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().displayName).toBe('Changed Name');
  });

  it("does not accept one session's token for another session", async () => {
    const a = await signInNewUser(server);
    const b = await signInNewUser(server);
    const res = await a.request('PUT', '/api/profile/me', body, { 'x-csrf-token': b.csrf });
    expect(res.statusCode).toBe(403);
  });
});
