// The secret store on a real database: sealed at rest, set or not set, replace and remove, audited by key
// name only; and the tests' leak watch itself (a route answering with a secret is caught).
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.js';
import { engagementSecrets } from '../../db/schema/secrets.js';
import { buildEngagement, buildTenant, buildUser } from '../../test/factories.js';
import { testSecretValue, watchSecretLeaks, type LeakedAnswer } from '../../test/secret-leak-watch.js';
import { useTestServer } from '../../test/test-server.js';
import { SECRET_AUDIT_ACTIONS } from './secret-store.js';

const server = useTestServer();
beforeAll(async () => {}, 60_000);

describe('secret store', () => {
  it('seals a value, says whether it is set, reveals it server-side, replaces and removes it', async () => {
    const db = server.database.db;
    const secrets = server.ctx.services.secrets;
    const tenant = await buildTenant(db);
    const engagement = await buildEngagement(db, tenant.id);
    const other = await buildEngagement(db, tenant.id);
    const user = await buildUser(db);
    const caller = { type: 'User' as const, id: user.id, email: user.email, sessionKind: 'browser' as const };
    const first = testSecretValue('pgp');

    await db.transaction((tx) => secrets.set(tx, engagement.id, 'gain.passphrase', first, caller));
    const [row] = await db
      .select()
      .from(engagementSecrets)
      .where(eq(engagementSecrets.engagementId, engagement.id));
    expect(row.ciphertext).not.toContain(first);
    expect(row.updatedBy).toBe(user.id);
    expect(await secrets.status(engagement.id, ['gain.passphrase', 'other.key'])).toEqual({
      'gain.passphrase': true,
      'other.key': false,
    });
    expect(await secrets.status(other.id, ['gain.passphrase'])).toEqual({ 'gain.passphrase': false });
    expect(await secrets.reveal(engagement.id, 'gain.passphrase')).toBe(first);
    expect(await secrets.reveal(other.id, 'gain.passphrase')).toBeUndefined();

    const second = testSecretValue('pgp');
    await db.transaction((tx) => secrets.set(tx, engagement.id, 'gain.passphrase', second, caller));
    expect(await secrets.reveal(engagement.id, 'gain.passphrase')).toBe(second);

    await db.transaction((tx) => secrets.remove(tx, engagement.id, 'gain.passphrase', caller));
    expect(await secrets.status(engagement.id, ['gain.passphrase'])).toEqual({ 'gain.passphrase': false });

    const events = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.principalId, user.id), eq(auditLog.target, 'gain.passphrase')));
    expect(events.map((e) => e.action).sort()).toEqual(
      [SECRET_AUDIT_ACTIONS.set, SECRET_AUDIT_ACTIONS.set, SECRET_AUDIT_ACTIONS.remove].sort(),
    );
    expect(JSON.stringify(events)).not.toContain(first);
    expect(JSON.stringify(events)).not.toContain(second);
  });

  it('writes nothing when the transaction it joined fails', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    await expect(
      db.transaction(async (tx) => {
        await server.ctx.services.secrets.set(tx, engagement.id, 'k', testSecretValue(), null);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await server.ctx.services.secrets.status(engagement.id, ['k'])).toEqual({ k: false });
  });
});

describe('the tests’ secret leak watch', () => {
  it('records an answer that contains a test secret, and not one that does not', async () => {
    const leaks: LeakedAnswer[] = [];
    const app = Fastify({ logger: false });
    watchSecretLeaks(app, leaks);
    const secret = testSecretValue('leak');
    app.get('/leaky', async () => ({ token: secret }));
    app.get('/clean', async () => ({ token: 'set' }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/clean' });
    expect(leaks).toEqual([]);
    await app.inject({ method: 'GET', url: '/leaky' });
    expect(leaks).toEqual([expect.objectContaining({ method: 'GET', url: '/leaky', status: 200 })]);
    await app.close();
  });
});
