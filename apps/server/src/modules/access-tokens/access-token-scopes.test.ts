// A personal access token's limits (issue 24): read or read+write and optionally some engagements,
// chosen at creation and enforced by the access check (git over HTTP is where tokens act); every
// token ends with a password reset or a deactivation; administrators list and revoke a user's tokens.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  engagementScope,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  type AccessToken,
  type CreatedAccessToken,
} from '@cairn/contracts';
import { accessTokens } from '../../db/schema/access-tokens.js';
import { buildSiblingEngagements, buildUser, PASSWORD } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import {
  requestOk,
  signIn,
  signInWithRole,
  useTestServer,
  TEST_ORIGIN,
  type SignedInClient,
} from '../../test/test-server.js';

const BASE = '/api/profile/access-tokens';
const server = useTestServer();
const given = useFixture(
  async () => {
    const {
      engagementIds: [first, second],
    } = await buildSiblingEngagements(server.database.db, 2, { features: ['NodeModelGit'] });
    return { first, second, admin: await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE) };
  },
  undefined,
  60_000,
);

/** A configurer of both engagements, signed in. */
async function configurer() {
  const roles = [given.first, given.second].map((id) => ({
    role: ROLE_NAMES.configurer,
    scope: engagementScope(id),
  }));
  const user = await buildUser(server.database.db, { roles });
  return { user, client: await signIn(server, user.email, PASSWORD) };
}
const createToken = (client: SignedInClient, body: Record<string, unknown>) =>
  requestOk<CreatedAccessToken>(client, 'POST', BASE, { name: 'Tool', expiresInDays: 30, ...body });

/** A git request with the token as git sends it (HTTP Basic, the token as the password). */
const git = (secret: string, engagementId: string, what: 'read' | 'push-refs' | 'push') =>
  server.app.inject({
    method: what === 'push' ? 'POST' : 'GET',
    url:
      what === 'push'
        ? `/git/${engagementId}.git/git-receive-pack`
        : `/git/${engagementId}.git/info/refs?service=${what === 'read' ? 'git-upload-pack' : 'git-receive-pack'}`,
    headers: {
      authorization: `Basic ${Buffer.from(`git:${secret}`).toString('base64')}`,
      ...(what === 'push' ? { 'content-type': 'application/x-git-receive-pack-request' } : {}),
    },
    payload: what === 'push' ? '0000' : undefined,
  });

describe('access token scopes', () => {
  it('are chosen at creation and listed; a client of before scopes gets read and write', async () => {
    const { client } = await configurer();
    const read = await createToken(client, { scope: 'read', engagementIds: [given.first.toUpperCase()] });
    expect(read.token).toMatchObject({ scope: 'read', engagementIds: [given.first] });
    expect((await createToken(client, {})).token).toMatchObject({ scope: 'readWrite', engagementIds: null });
    const bad = await client.request('POST', BASE, { name: 'x', expiresInDays: 30, scope: 'admin' });
    expect(bad.statusCode).toBe(400);
  });

  it('a read token reads but is refused every push (403), a read+write token may push', async () => {
    const { client } = await configurer();
    const read = (await createToken(client, { scope: 'read' })).secret;
    const write = (await createToken(client, { scope: 'readWrite' })).secret;
    expect((await git(read, given.first, 'read')).statusCode).toBe(200);
    expect((await git(read, given.first, 'push-refs')).statusCode).toBe(403);
    const push = await git(read, given.first, 'push');
    expect(push.statusCode).toBe(403);
    expect(push.json().code).toBe('tokenReadOnly');
    expect((await git(write, given.first, 'push-refs')).statusCode).toBe(200);
  });

  it('an engagement-limited token is refused at every other engagement (403)', async () => {
    const { client } = await configurer();
    const limited = (await createToken(client, { scope: 'readWrite', engagementIds: [given.first] })).secret;
    expect((await git(limited, given.first, 'read')).statusCode).toBe(200);
    const elsewhere = await git(limited, given.second, 'read');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('tokenEngagements');
    expect((await git(limited, given.second, 'push')).statusCode).toBe(403);
  });

  it('all of a user’s tokens end with a deactivation and with a new password', async () => {
    const { user, client } = await configurer();
    const secret = (await createToken(client, { scope: 'read' })).secret;
    await createToken(client, { scope: 'readWrite' });
    const { url } = await server.ctx.services.passwordLinks.create(user.id, TEST_ORIGIN);
    const token = new URL(url).searchParams.get('token')!;
    const set = await server.app.inject({
      method: 'POST',
      url: '/authorization/set-password',
      payload: { token, password: 'A-new-long-password-7' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(set.statusCode).toBe(200);
    expect(
      await server.database.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id)),
    ).toEqual([]);
    expect((await git(secret, given.first, 'read')).statusCode).toBe(401);

    const next = await configurer();
    await createToken(next.client, { scope: 'read' });
    const off = await given.admin.request('PUT', `/api/authorization/users/${next.user.email}`, {
      disabled: true,
    });
    expect(off.statusCode).toBe(200);
    expect(
      await server.database.db.select().from(accessTokens).where(eq(accessTokens.userId, next.user.id)),
    ).toEqual([]);
  });

  it('administrators list and revoke a user’s tokens; others may not (403), an unknown user is 404', async () => {
    const { user, client } = await configurer();
    const created = await createToken(client, { scope: 'read', engagementIds: [given.first] });
    const of = `/api/authorization/users/${user.email}/access-tokens`;
    const listed = await requestOk<AccessToken[]>(given.admin, 'GET', of);
    expect(listed).toEqual([expect.objectContaining({ id: created.token.id, scope: 'read' })]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect((await client.request('GET', of)).statusCode).toBe(403);
    expect((await client.request('DELETE', `${of}/${created.token.id}`)).statusCode).toBe(403);
    expect((await server.app.inject({ url: of })).statusCode).toBe(401);
    expect(
      (await given.admin.request('GET', '/api/authorization/users/nobody@example.test/access-tokens'))
        .statusCode,
    ).toBe(404);
    expect((await given.admin.request('DELETE', `${of}/${created.token.id}`)).statusCode).toBe(204);
    expect((await given.admin.request('DELETE', `${of}/${created.token.id}`)).statusCode).toBe(404);
    expect((await git(created.secret, given.first, 'read')).statusCode).toBe(401);
  });
});
