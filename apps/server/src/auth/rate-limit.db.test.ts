import { describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema/identity.js';
import { runMaintenance } from '../jobs/maintenance.js';
import { buildUser, PASSWORD } from '../test/factories.js';
import { useTestServer, TEST_ORIGIN } from '../test/test-server.js';
import { networkOf } from './rate-limit.service.js';

// Its own server: the attempts here use up the allowance of the test address (127.0.0.1).
const server = useTestServer({ CAIRN_LOGIN_MAX_FAILURES: '5' });

const login = (email: string, password: string, from = '127.0.0.1', cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/authorization/login',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: from,
  });
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  `cairn_device=${res.cookies.find((c) => c.name === 'cairn_device')!.value}`;

describe('sign-in limit', () => {
  it('gives back the attempt of a successful sign-in, so one address can sign many people in', async () => {
    const people = await Promise.all(Array.from({ length: 25 }, () => buildUser(server.database.db)));
    for (const person of people) expect((await login(person.email, PASSWORD)).statusCode).toBe(200);
  });

  it('holds under parallel attempts: 200 wrong passwords at once get at most 5 answers of 401', async () => {
    const user = await buildUser(server.database.db);
    const answers = await Promise.all(Array.from({ length: 200 }, () => login(user.email, 'wrong-password')));
    const counts = { 401: 0, 429: 0 } as Record<number, number>;
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[401] + counts[429]).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
  });

  it("a stranger's wrong passwords refuse the stranger's network, never the owner with the right password", async () => {
    const owner = await buildUser(server.database.db);
    for (let i = 0; i < 6; i++) await login(owner.email, 'wrong-password', '203.0.113.7');
    const stranger = await login(owner.email, PASSWORD, '203.0.113.7');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(owner.email, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it("guessing from many networks stops strangers; the owner's own browser still gets in, and only it", async () => {
    const owner = await buildUser(server.database.db);
    const other = await buildUser(server.database.db);
    const ownBrowser = deviceCookieOf(await login(owner.email, PASSWORD, '198.51.100.3'));
    const otherBrowser = deviceCookieOf(await login(other.email, PASSWORD, '198.51.100.4'));
    // 5 x 10 failures over all networks, one network's allowance each: then the account refuses strangers.
    for (let n = 0; n < 11; n++)
      for (let i = 0; i < 5; i++) await login(owner.email, 'wrong-password', `192.0.2.${n + 1}`);
    expect((await login(owner.email, PASSWORD, '198.51.100.9')).statusCode).toBe(429);
    expect((await login(owner.email, PASSWORD, '198.51.100.9', otherBrowser)).statusCode).toBe(429);
    const back = await login(owner.email, PASSWORD, '198.51.100.9', ownBrowser);
    expect(back.statusCode).toBe(200);
    // The owner's success lifts nothing for strangers: the guessing goes on being refused.
    expect((await login(owner.email, PASSWORD, '198.51.100.10')).statusCode).toBe(429);
  });

  it('keeps failed attempts bounded per address, and upkeep removes them once their window has passed', async () => {
    const db = server.database.db;
    await db.delete(loginFailures); // the address starts with its whole allowance
    for (let i = 0; i < 60; i++) await login(`nobody-${i}@example.test`, 'wrong-password');
    // The address's row plus at most its allowance (4 x 5) of account rows (per network and overall).
    expect((await db.select().from(loginFailures)).length).toBeLessThanOrEqual(1 + 2 * 21);
    await db.update(loginFailures).set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) });
    await runMaintenance(db, { loginWindowMinutes: 15 });
    expect(await db.select().from(loginFailures)).toEqual([]);
  });

  it('counts an IPv6 host by its /64, an IPv4-mapped address as IPv4', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(networkOf('10.1.2.3')).toBe('10.1.2.3');
  });
});
