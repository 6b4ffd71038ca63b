// Users administration API on a real database: who may call it, bad input, the happy paths, and a new
// local account that sets its password through the link and signs in.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  engagementScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  BUILT_IN_ROLES,
  ROLE_NAMES,
  tenantScope,
  type CreateUserResult,
  type UserDetail,
  type UserScopeAssignments,
} from '@cairn/contracts';
import { rolePermissions, roles } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { passwordSetTokens, sessions, users } from '../../db/schema/identity.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import {
  fieldErrors,
  signIn,
  TEST_ORIGIN,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const BASE = '/api/authorization/users';
const NEW_PASSWORD = 'A-new-long-password-7';

describe('users API', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let viewer: SignedInClient;
  let superUser: SignedInClient;
  let engagementManager: SignedInClient;
  let engagementId: string;
  let tenantId: string;
  let adminId: string;

  beforeAll(async () => {
    const db = server.database.db;
    tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId, { name: 'Payroll 2026' })).id;
    // A custom role that may read the user list and nothing else.
    await db.insert(roles).values({ name: 'Users Viewer', scopeMask: PLATFORM_SCOPE });
    await db
      .insert(rolePermissions)
      .values({ roleName: 'Users Viewer', permissionName: PERMISSIONS.usersReader });
    const user = async (role: string, scope: string, name: string) => {
      const row = await buildUser(db, { name, roles: [{ role, scope }] });
      return { row, client: await signIn(server, row.email, PASSWORD) };
    };
    ({
      client: admin,
      row: { id: adminId },
    } = await user(ROLE_NAMES.admin, PLATFORM_SCOPE, 'Ada Admin'));
    viewer = (await user('Users Viewer', PLATFORM_SCOPE, 'Vic Viewer')).client;
    superUser = (await user(ROLE_NAMES.superUser, tenantScope(tenantId), 'Sam Super')).client;
    const managerScope = engagementScope(engagementId);
    engagementManager = (await user(ROLE_NAMES.engagementManager, managerScope, 'Mia Manager')).client;
  }, 60_000);

  const anonymous = (method: string, url: string, payload?: object) =>
    server.app.inject({ method: method as 'GET', url, payload, headers: { origin: TEST_ORIGIN } });
  const userCount = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
  const create = async (name: string, email: string) => {
    const res = await admin.request('POST', BASE, { name, email, language: 'de', templateName: 'Deloitte' });
    expect(res.statusCode).toBe(201);
    return res.json() as CreateUserResult;
  };

  it('refuses every route without a session (401)', async () => {
    await expectSignInAsked(server, [
      ['GET', BASE],
      ['POST', BASE, { name: 'X', email: 'x@example.test', language: 'en', templateName: 'Default' }],
      ['GET', `${BASE}/someone@example.test`],
      ['PUT', `${BASE}/someone@example.test`, { disabled: true }],
      [
        'PUT',
        `${BASE}/someone@example.test/profile`,
        { displayName: 'Someone', language: 'en', templateName: 'Default' },
      ],
      ['POST', `${BASE}/someone@example.test/password-link`],
      ['GET', `${BASE}/someone@example.test/role-assignments`],
      ['GET', `/api/authorization/assignable-roles?scope=${PLATFORM_SCOPE}`],
    ]);
  });

  it('needs Users.Reader at /platform to read and Users.Writer to write (403 otherwise)', async () => {
    const target = (await buildUser(server.database.db, { name: 'Target Person' })).email;
    for (const client of [superUser, engagementManager]) {
      expect((await client.request('GET', BASE)).statusCode).toBe(403);
      expect((await client.request('GET', `${BASE}/${target}`)).statusCode).toBe(403);
      expect((await client.request('GET', `${BASE}/${target}/role-assignments`)).statusCode).toBe(403);
    }
    expect((await viewer.request('GET', BASE)).statusCode).toBe(200);
    const before = await userCount();
    const prefs = { language: 'en', templateName: 'Default' };
    for (const [method, url, body] of [
      ['POST', BASE, { name: 'No', email: 'no@example.test', ...prefs }],
      ['PUT', `${BASE}/${target}`, { disabled: true }],
      ['PUT', `${BASE}/${target}/profile`, { displayName: 'Nope', ...prefs }],
      ['POST', `${BASE}/${target}/password-link`],
    ] as const)
      expect((await viewer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await userCount()).toBe(before);
    // The viewer's answers say so: no write ability on any user.
    const page = (await viewer.request('GET', `${BASE}?search=Target`)).json();
    expect(page.results[0].abilities).toEqual({
      update: false,
      activate: false,
      createPasswordLink: false,
      assignRoles: false,
    });
  });

  it('lists users paged, searched in name and e-mail, sorted, each with its abilities', async () => {
    const db = server.database.db;
    for (const name of ['Lena Listed', 'Luca Listed', 'Lars Listed'])
      await buildUser(db, { name, email: `${name.split(' ')[0].toLowerCase()}@listed.test` });
    const res = await admin.request('GET', `${BASE}?search=listed&sort=-name&pageSize=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ totalItems: 3, page: 1, pageSize: 2 });
    expect(body.results.map((u: { name: string }) => u.name)).toEqual(['Luca Listed', 'Lena Listed']);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      name: 'Luca Listed',
      email: 'luca@listed.test',
      disabled: false,
      abilities: { update: true, activate: true, createPasswordLink: true, assignRoles: true },
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$argon2/);
    const byEmail = (await admin.request('GET', `${BASE}?search=lars@list&sort=email`)).json();
    expect(byEmail.results.map((u: { email: string }) => u.email)).toEqual(['lars@listed.test']);
    expect((await admin.request('GET', `${BASE}?sort=password`)).statusCode).toBe(400);
    // The admin may not deactivate themself.
    const me = (await admin.request('GET', `${BASE}?search=Ada Admin`)).json().results[0];
    expect(me.abilities.activate).toBe(false);
  });

  it("refuses a new user with the spec's messages and writes nothing", async () => {
    const before = await userCount();
    const post = (body: object) =>
      admin.request('POST', BASE, { language: 'en', templateName: 'Default', ...body });
    const noName = await post({ name: '  ', email: 'fresh@example.test' });
    expect(fieldErrors(noName)).toEqual([
      { field: 'name', message: 'Please provide name', key: 'pleaseProvideName' },
    ]);
    const badEmail = await post({ name: 'Fresh', email: 'not-an-address' });
    expect(badEmail.json().errors).toEqual([
      { field: 'email', message: 'Please provide a valid e-mail address', key: 'email' },
    ]);
    const existing = await buildUser(server.database.db, { email: 'taken@example.test' });
    const taken = await post({ name: 'Fresh', email: ' TAKEN@example.test ' });
    expect(fieldErrors(taken)).toEqual([
      { field: 'email', message: 'Email address not available', key: 'emailAddressNotAvailable' },
    ]);
    expect((await post({ name: 'Fresh', email: 'fresh@example.test', language: 'xx' })).statusCode).toBe(400);
    expect(await userCount()).toBe(before + 1); // only the factory's user
    expect(existing.email).toBe('taken@example.test');
  });

  it('creates a user with a set-password link that works once; the user signs in with it', async () => {
    const { user, signIn: how } = await create(' Nora New ', 'Nora.New@Example.test');
    expect(user).toMatchObject({
      name: 'Nora New',
      email: 'nora.new@example.test',
      disabled: false,
      hasPassword: false,
    });
    expect(user.profile).toEqual({
      displayName: 'Nora New',
      language: 'de',
      templateName: 'Deloitte',
      jobTitle: null,
    });
    expect(how.kind).toBe('setPasswordLink');
    if (how.kind !== 'setPasswordLink') return;
    const link = new URL(how.url);
    expect(link.origin + link.pathname).toBe(`${TEST_ORIGIN}/authorization/set-password`);
    const token = link.searchParams.get('token')!;
    // Only the token's hash is stored.
    const stored = await server.database.db.select().from(passwordSetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const form = await anonymous('GET', `${link.pathname}${link.search}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toMatch(/text\/html/);
    expect(form.body).toContain('name="password"');

    const short = await anonymous('POST', '/authorization/set-password', { token, password: 'short' });
    expect(fieldErrors(short)).toEqual([
      { field: 'password', message: 'Please enter at least 12 characters', key: 'minLength' },
    ]);
    const set = await anonymous('POST', '/authorization/set-password', { token, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ passwordSet: true });
    const again = await anonymous('POST', '/authorization/set-password', { token, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect((await anonymous('GET', `${link.pathname}${link.search}`)).statusCode).toBe(410);

    const nora = await signIn(server, 'nora.new@example.test', NEW_PASSWORD);
    expect((await nora.request('GET', '/api/profile/me')).json()).toMatchObject({
      displayName: 'Nora New',
      language: 'de',
    });
    expect((await admin.request('GET', `${BASE}/nora.new@example.test`)).json().hasPassword).toBe(true);
  });

  it('a form post sets the password too; a new link replaces the old one; an expired link is refused', async () => {
    const { signIn: first } = await create('Otto Form', 'otto@example.test');
    if (first.kind !== 'setPasswordLink') throw new Error('expected a link');
    const second = await admin.request('POST', `${BASE}/otto@example.test/password-link`);
    expect(second.statusCode).toBe(201);
    const oldToken = new URL(first.url).searchParams.get('token')!;
    const newToken = new URL(second.json().url).searchParams.get('token')!;
    const formPost = (token: string, password: string, confirm = password) =>
      server.app.inject({
        method: 'POST',
        url: '/authorization/set-password',
        payload: new URLSearchParams({ token, password, confirm }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
      });
    expect((await formPost(oldToken, NEW_PASSWORD)).statusCode).toBe(410);
    const mismatch = await formPost(newToken, NEW_PASSWORD, 'something-else-entirely');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('not the same');
    const done = await formPost(newToken, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is set');
    await signIn(server, 'otto@example.test', NEW_PASSWORD);

    const third = (await admin.request('POST', `${BASE}/otto@example.test/password-link`)).json();
    await server.database.db.update(passwordSetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await anonymous('POST', '/authorization/set-password', {
      token: new URL(third.url).searchParams.get('token'),
      password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect((await admin.request('POST', `${BASE}/nobody@example.test/password-link`)).statusCode).toBe(404);
  });

  it('updates the profile side (display name at least 3) and the authorization side', async () => {
    const target = await buildUser(server.database.db, { name: 'Paul Profile', email: 'paul@example.test' });
    const url = `${BASE}/paul@example.test`;
    const tooShort = await admin.request('PUT', `${url}/profile`, {
      displayName: ' ab ',
      language: 'fr',
      templateName: 'Default',
    });
    expect(fieldErrors(tooShort)).toEqual([
      { field: 'displayName', message: 'Please enter at least 3 characters', key: 'minLength' },
    ]);
    const saved = await admin.request('PUT', `${url}/profile`, {
      displayName: 'Paul P.',
      language: 'fr',
      templateName: 'Deloitte',
      jobTitle: ' Tax lead ',
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as UserDetail).profile).toEqual({
      displayName: 'Paul P.',
      language: 'fr',
      templateName: 'Deloitte',
      jobTitle: 'Tax lead',
    });
    const renamed = await admin.request('PUT', url, { name: 'Paul Renamed' });
    expect(renamed.json()).toMatchObject({ id: target.id, name: 'Paul Renamed', disabled: false });
    expect((await admin.request('PUT', url, { name: '   ' })).json().errors).toEqual([
      { field: 'name', message: 'Please provide name', key: 'pleaseProvideName' },
    ]);
    expect((await admin.request('GET', `${BASE}/nobody@example.test`)).statusCode).toBe(404);
    // The web client sends the address encoded.
    expect((await admin.request('GET', `${BASE}/paul%40example.test`)).json().name).toBe('Paul Renamed');
  });

  it("deactivating ends the user's sessions at once; signing in again says the user is not active", async () => {
    const target = await buildUser(server.database.db, {
      name: 'Dora Disabled',
      email: 'dora@example.test',
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) }],
    });
    const dora = await signIn(server, 'dora@example.test', PASSWORD);
    expect((await dora.request('GET', '/api/profile/me')).statusCode).toBe(200);
    const off = await admin.request('PUT', `${BASE}/dora@example.test`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled).toBe(true);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual(
      [],
    );
    expect((await dora.request('GET', '/api/profile/me')).statusCode).toBe(401);
    const again = await anonymous('POST', '/authorization/login', {
      email: 'dora@example.test',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('notActive');
    expect(
      (await admin.request('PUT', `${BASE}/dora@example.test`, { disabled: false })).json().disabled,
    ).toBe(false);
    await signIn(server, 'dora@example.test', PASSWORD);
    // The audit log names who was deactivated and activated again, and by whom.
    const events = await server.database.db
      .select({ action: auditLog.action, target: auditLog.target, principalId: auditLog.principalId })
      .from(auditLog)
      .where(eq(auditLog.target, 'dora@example.test'));
    expect(events.filter((e) => e.action.startsWith('User.'))).toEqual([
      { action: 'User.Deactivate', target: 'dora@example.test', principalId: adminId },
      { action: 'User.Activate', target: 'dora@example.test', principalId: adminId },
    ]);
    // Nobody deactivates themself.
    const self = await admin.request(
      'PUT',
      `${BASE}/${(await server.database.db.select().from(users).where(eq(users.id, adminId)))[0].email}`,
      { disabled: true },
    );
    expect(self.statusCode).toBe(409);
  });

  it("shows a user's role assignments by scope; adding and removing goes through the bounded update", async () => {
    await buildUser(server.database.db, { name: 'Rita Roles', email: 'rita@example.test' });
    const update = (client: SignedInClient, action: 'Add' | 'Remove', roleName: string, scope: string) =>
      client.request('POST', '/api/authorization/role-assignments', [
        { principalId: 'rita@example.test', principalType: 'User', roleName, scope, action },
      ]);
    expect(
      (await update(admin, 'Add', ROLE_NAMES.consultant, engagementScope(engagementId))).statusCode,
    ).toBe(200);
    expect((await update(admin, 'Add', ROLE_NAMES.superUser, tenantScope(tenantId))).statusCode).toBe(200);
    // An engagement manager cannot hand out more than they hold.
    expect(
      (await update(engagementManager, 'Add', ROLE_NAMES.superConfigurer, engagementScope(engagementId)))
        .statusCode,
    ).toBe(403);

    const groups = (
      await admin.request('GET', `${BASE}/rita@example.test/role-assignments`)
    ).json() as UserScopeAssignments[];
    expect(groups).toEqual([
      {
        scope: tenantScope(tenantId),
        scopeKind: 'tenant',
        scopeName: expect.any(String),
        roles: [{ name: ROLE_NAMES.superUser, abilities: { remove: true } }],
      },
      {
        scope: engagementScope(engagementId),
        scopeKind: 'engagement',
        scopeName: 'Payroll 2026',
        roles: [{ name: ROLE_NAMES.consultant, abilities: { remove: true } }],
      },
    ]);
    const seenByViewer = (
      await viewer.request('GET', `${BASE}/rita@example.test/role-assignments`)
    ).json() as UserScopeAssignments[];
    expect(seenByViewer.flatMap((g) => g.roles.map((r) => r.abilities.remove))).toEqual([false, false]);

    expect(
      (await update(admin, 'Remove', ROLE_NAMES.consultant, engagementScope(engagementId))).statusCode,
    ).toBe(200);
    const after = (
      await admin.request('GET', `${BASE}/rita@example.test/role-assignments`)
    ).json() as UserScopeAssignments[];
    expect(after.map((g) => g.scope)).toEqual([tenantScope(tenantId)]);
  });

  it('offers the roles given at the dialog scope or below it, to those who may assign there', async () => {
    const names = async (client: SignedInClient, scope: string) => {
      const res = await client.request(
        'GET',
        `/api/authorization/assignable-roles?scope=${encodeURIComponent(scope)}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { name: string; scopeMask: string; permissions: string[] }[];
    };
    const atPlatform = await names(admin, PLATFORM_SCOPE);
    expect(atPlatform.map((r) => r.name)).toContain(ROLE_NAMES.admin);
    // Each with its permissions, so the dialog can say what the role allows.
    expect(atPlatform.find((r) => r.name === ROLE_NAMES.consultant)?.permissions.sort()).toEqual(
      [...BUILT_IN_ROLES.find((r) => r.name === ROLE_NAMES.consultant)!.permissions].sort(),
    );
    expect(atPlatform.map((r) => r.name)).toContain(ROLE_NAMES.consultant);
    expect(atPlatform.map((r) => r.name)).not.toContain(ROLE_NAMES.folderReader);
    const atEngagement = await names(engagementManager, engagementScope(engagementId));
    expect(new Set(atEngagement.map((r) => r.scopeMask))).toEqual(new Set(['/engagements/{engagementId}']));
    expect(
      (await viewer.request('GET', `/api/authorization/assignable-roles?scope=${PLATFORM_SCOPE}`)).statusCode,
    ).toBe(403);
    expect(
      (await engagementManager.request('GET', `/api/authorization/assignable-roles?scope=${PLATFORM_SCOPE}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.request('GET', '/api/authorization/assignable-roles?scope=nonsense')).statusCode,
    ).toBe(400);
  });
});
