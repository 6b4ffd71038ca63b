// Personal access tokens on the profile: a user creates, lists and revokes their own; the secret is
// shown once, stored as a hash, and stops working when revoked, expired or its user is disabled.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_PREFIX,
  AUDIT_ACTIONS,
  type AccessToken,
  type CreatedAccessToken,
} from '@cairn/contracts';
import { accessTokens } from '../../db/schema/access-tokens.js';
import { auditLog } from '../../db/schema/audit.js';
import { hashToken } from '../../auth/tokens.js';
import { buildApplication, buildUser, disableUser, PASSWORD } from '../../test/factories.js';
import {
  requestOk,
  signIn,
  signInNewUser,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const BASE = '/api/profile/access-tokens';
const server = useTestServer();
let alice: SignedInClient;
let bob: SignedInClient;
let aliceId: string;

beforeAll(async () => {
  const a = await buildUser(server.database.db);
  aliceId = a.id;
  alice = await signIn(server, a.email, PASSWORD);
  bob = await signInNewUser(server);
});

const create = (client: SignedInClient, body: unknown) => client.request('POST', BASE, body);

describe('personal access tokens', () => {
  it('answers 401 when not signed in, on every route', async () => {
    await expectSignInAsked(server, [
      ['GET', BASE],
      ['POST', BASE],
      ['DELETE', `${BASE}/00000000-0000-4000-8000-000000000001`],
    ]);
  });

  it('refuses applications: a token is a person’s', async () => {
    const app = await buildApplication(server.database.db);
    const token = await server.app.inject({
      method: 'POST',
      url: '/authorization/token',
      payload: { grant_type: 'client_credentials', client_id: app.aadObjectId, client_secret: app.secret },
    });
    const res = await server.app.inject({
      method: 'GET',
      url: BASE,
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a missing name and an expiry outside 30, 90 and 365 days', async () => {
    expect((await create(alice, { name: '', expiresInDays: 30 })).statusCode).toBe(400);
    expect((await create(alice, { name: 'Laptop', expiresInDays: 7 })).statusCode).toBe(400);
    expect((await create(alice, { name: 'Laptop' })).statusCode).toBe(400);
  });

  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const res = await create(alice, { name: 'Laptop git', expiresInDays: 90 });
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedAccessToken>();
    expect(created.secret.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    const days = (Date.parse(created.token.expiresAt) - Date.parse(created.token.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const [row] = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, created.token.id));
    expect(row.secretHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const listed = await alice.request('GET', BASE);
    expect(listed.body).not.toContain(created.secret);
    expect(listed.body).not.toContain(row.secretHash);
    expect(listed.json<AccessToken[]>()).toContainEqual({ ...created.token, lastUsedAt: null });
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, AUDIT_ACTIONS.accessTokenCreate));
    expect(audit).toMatchObject({ principalId: aliceId, target: 'Laptop git' });
  });

  it('lists and revokes only the caller’s own tokens (another user’s is 404)', async () => {
    const mine = await requestOk<CreatedAccessToken>(alice, 'POST', BASE, {
      name: 'Mine',
      expiresInDays: 30,
    });
    expect((await requestOk<AccessToken[]>(bob, 'GET', BASE)).map((t) => t.id)).not.toContain(mine.token.id);
    expect((await bob.request('DELETE', `${BASE}/${mine.token.id}`)).statusCode).toBe(404);
    expect((await bob.request('DELETE', `${BASE}/not-a-uuid`)).statusCode).toBe(404);
    expect(await server.ctx.services.accessTokens.authenticate(mine.secret)).toMatchObject({ id: aliceId });

    expect((await alice.request('DELETE', `${BASE}/${mine.token.id}`)).statusCode).toBe(204);
    expect((await requestOk<AccessToken[]>(alice, 'GET', BASE)).map((t) => t.id)).not.toContain(
      mine.token.id,
    );
    expect(await server.ctx.services.accessTokens.authenticate(mine.secret)).toBeNull();
    const revoked = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, AUDIT_ACTIONS.accessTokenRevoke));
    expect(revoked.map((e) => e.target)).toContain('Mine');
  });

  it('records the last use, and stops working once expired or when its user is disabled', async () => {
    const tokens = server.ctx.services.accessTokens;
    const used = await requestOk<CreatedAccessToken>(alice, 'POST', BASE, {
      name: 'Used',
      expiresInDays: 30,
    });
    expect(await tokens.authenticate(used.secret)).toMatchObject({ type: 'User', id: aliceId });
    const listed = await requestOk<AccessToken[]>(alice, 'GET', BASE);
    expect(listed.find((t) => t.id === used.token.id)?.lastUsedAt).not.toBeNull();

    await server.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, used.token.id));
    expect(await tokens.authenticate(used.secret)).toBeNull();
    expect(
      (await requestOk<AccessToken[]>(alice, 'GET', BASE)).find((t) => t.id === used.token.id)?.expired,
    ).toBe(true);

    const leaver = await buildUser(server.database.db);
    const leaverClient = await signIn(server, leaver.email, PASSWORD);
    const theirs = await requestOk<CreatedAccessToken>(leaverClient, 'POST', BASE, {
      name: 'Leaver',
      expiresInDays: 365,
    });
    await disableUser(server.database.db, leaver.id);
    expect(await tokens.authenticate(theirs.secret)).toBeNull();
    expect(await tokens.authenticate('cairn_pat_unknown')).toBeNull();
    expect(await tokens.authenticate('no-prefix')).toBeNull();
  });
});
