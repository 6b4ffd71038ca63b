// The set-password link's form against a caller without a valid link: the token is checked before
// anything about the password (no rules revealed, no password hash spent), and the form is limited
// per address like sign-in. Its own server: the attempts use up the test address's allowance.
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/identity.js';
import { buildUser, PASSWORD } from '../../test/factories.js';
import { useTestServer, TEST_ORIGIN } from '../../test/test-server.js';

const NEW_PASSWORD = 'A-new-long-password-7';
const server = useTestServer({ CAIRN_LOGIN_MAX_FAILURES: '3' });

/** A form post from the address `from` (the allowance is counted per address). */
const postFrom = (url: string, payload: object, from: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN }, remoteAddress: from });
const post = (token: string, password: string, from = '127.0.0.1') =>
  postFrom('/authorization/set-password', { token, password }, from);
const login = (email: string, password: string, from: string) =>
  postFrom('/authorization/login', { email, password }, from);

describe('set-password form', () => {
  it('checks the link before the password: a bad link with a short password is 410, not a 400 naming the rules', async () => {
    const res = await post('not-a-link', 'short', '10.1.0.1');
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('linkNotValid');
    expect(res.body).not.toContain('12 characters');
  });

  it('limits guessing links per address like sign-in (429 with Retry-After), other addresses unaffected', async () => {
    await server.database.db.delete(loginFailures);
    const answers = [];
    for (let i = 0; i < 13; i++)
      answers.push((await post(`guess-${i}`, NEW_PASSWORD, '10.1.0.2')).statusCode);
    expect(answers.slice(0, 12)).toEqual(Array(12).fill(410));
    const limited = await post('guess-13', NEW_PASSWORD, '10.1.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('guess-14', NEW_PASSWORD, '10.1.0.3')).statusCode).toBe(410);
    const form = await server.app.inject({
      url: '/authorization/set-password?token=guess-15',
      remoteAddress: '10.1.0.2',
    });
    expect(form.statusCode).toBe(429);
  });

  it('a link is the way back in: setting the password lifts the account limit that guessing reached', async () => {
    const owner = await buildUser(server.database.db);
    for (let n = 0; n < 11; n++)
      for (let i = 0; i < 3; i++) await login(owner.email, 'wrong-password', `192.0.2.${n + 1}`);
    expect((await login(owner.email, PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    const { url } = await server.ctx.services.passwordLinks.create(owner.id, TEST_ORIGIN);
    const token = new URL(url).searchParams.get('token')!;
    expect((await post(token, NEW_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });
});
