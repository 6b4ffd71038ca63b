// Applications administration API on a real database: who may call it, bad input, the happy paths,
// client secrets, and an application that signs in with a secret it was given here and acts within
// its role assignments until the secret is revoked.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS,
  engagementScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  type Application,
  type ApplicationSecret,
  type CreatedApplicationSecret,
  type UserScopeAssignments,
} from '@cairn/contracts';
import { roleAssignments, rolePermissions, roles } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { applicationSecrets, applications, sessions } from '../../db/schema/identity.js';
import { buildApplication, buildEngagement, buildTenant } from '../../test/factories.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const BASE = '/api/authorization/applications';
const SOME_ID = '0b7c2a5e-5f43-4c38-9d0e-4c1b8a3f7e21';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('applications API', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let viewer: SignedInClient;
  let keeper: SignedInClient;
  let engagementManager: SignedInClient;
  let engagementId: string;
  let otherEngagementId: string;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId, { name: 'Payroll 2026' })).id;
    otherEngagementId = (await buildEngagement(db, tenantId)).id;
    // Custom roles: one may read the list, one may write applications but grant nothing.
    await db.insert(roles).values([
      { name: 'Apps Viewer', scopeMask: PLATFORM_SCOPE },
      { name: 'Apps Keeper', scopeMask: PLATFORM_SCOPE },
    ]);
    await db.insert(rolePermissions).values([
      { roleName: 'Apps Viewer', permissionName: PERMISSIONS.usersReader },
      { roleName: 'Apps Keeper', permissionName: PERMISSIONS.usersReader },
      { roleName: 'Apps Keeper', permissionName: PERMISSIONS.usersWriter },
    ]);
    const user = (role: string, scope: string, name: string) => signInWithRole(server, role, scope, name);
    admin = await user(ROLE_NAMES.admin, PLATFORM_SCOPE, 'Ada Admin');
    viewer = await user('Apps Viewer', PLATFORM_SCOPE, 'Vic Viewer');
    keeper = await user('Apps Keeper', PLATFORM_SCOPE, 'Kim Keeper');
    engagementManager = await user(
      ROLE_NAMES.engagementManager,
      engagementScope(engagementId),
      'Mia Manager',
    );
  }, 60_000);

  const count = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0].n;
  const create = async (name: string, aadObjectId: string = crypto.randomUUID()) => {
    const res = await admin.request('POST', BASE, { name, aadObjectId });
    expect(res.statusCode).toBe(201);
    return res.json() as Application;
  };
  const newSecret = async (aadObjectId: string, body: object = {}) => {
    const res = await admin.request('POST', `${BASE}/${aadObjectId}/secrets`, body);
    expect(res.statusCode).toBe(201);
    return res.json() as CreatedApplicationSecret;
  };
  const token = (clientId: string, secret: string) =>
    server.app.inject({
      method: 'POST',
      url: '/authorization/token',
      payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });
  const audited = async (action: string) =>
    (await server.database.db.select().from(auditLog).where(eq(auditLog.action, action))).map(
      (row) => row.detail as Record<string, unknown>,
    );

  it('refuses every route without a session (401)', async () => {
    const secretId = crypto.randomUUID();
    await expectSignInAsked(server, [
      ['GET', BASE],
      ['POST', BASE, { name: 'X', aadObjectId: SOME_ID }],
      ['GET', `${BASE}/${SOME_ID}`],
      ['PUT', `${BASE}/${SOME_ID}`, { name: 'Y' }],
      ['DELETE', `${BASE}/${SOME_ID}`],
      ['GET', `${BASE}/${SOME_ID}/role-assignments`],
      ['GET', `${BASE}/${SOME_ID}/secrets`],
      ['POST', `${BASE}/${SOME_ID}/secrets`],
      ['POST', `${BASE}/${SOME_ID}/secrets/${secretId}/revoke`],
    ]);
  });

  it('needs Users.Reader at /platform to read and Users.Writer to write (403 otherwise)', async () => {
    const target = await buildApplication(server.database.db);
    const secretsBefore = (await server.database.db.select().from(applicationSecrets)).length;
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/${target.aadObjectId}`],
      ['GET', `${BASE}/${target.aadObjectId}/role-assignments`],
      ['GET', `${BASE}/${target.aadObjectId}/secrets`],
    ]) {
      expect((await engagementManager.request(method, url)).statusCode, url).toBe(403);
    }
    expect((await viewer.request('GET', BASE)).statusCode).toBe(200);
    const before = await count();
    expect((await viewer.request('POST', BASE, { name: 'No', aadObjectId: SOME_ID })).statusCode).toBe(403);
    expect((await viewer.request('PUT', `${BASE}/${target.aadObjectId}`, { name: 'Nope' })).statusCode).toBe(
      403,
    );
    expect((await viewer.request('DELETE', `${BASE}/${target.aadObjectId}`)).statusCode).toBe(403);
    expect((await viewer.request('POST', `${BASE}/${target.aadObjectId}/secrets`, {})).statusCode).toBe(403);
    expect(
      (await viewer.request('POST', `${BASE}/${target.aadObjectId}/secrets/${target.secretId}/revoke`))
        .statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
    expect((await server.database.db.select().from(applicationSecrets)).length).toBe(secretsBefore);
    const shown = (await viewer.request('GET', `${BASE}/${target.aadObjectId}`)).json();
    expect(shown.abilities).toEqual({
      update: false,
      delete: false,
      manageSecrets: false,
      assignRoles: false,
    });
    const secrets = (await viewer.request('GET', `${BASE}/${target.aadObjectId}/secrets`)).json();
    expect(secrets.map((s: ApplicationSecret) => s.abilities.revoke)).toEqual([false]);
  });

  it('lists applications paged, searched in name and object id, sorted, each with its abilities', async () => {
    for (const name of ['Robot Listed A', 'Robot Listed B', 'Robot Listed C']) await create(name);
    const res = await admin.request('GET', `${BASE}?search=listed&sort=-name&pageSize=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ totalItems: 3, page: 1, pageSize: 2 });
    expect(body.results.map((a: Application) => a.name)).toEqual(['Robot Listed C', 'Robot Listed B']);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      name: 'Robot Listed C',
      aadObjectId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      disabled: false,
      createdAt: expect.any(String),
      abilities: { update: true, delete: true, manageSecrets: true, assignRoles: true },
    });
    const byId = (
      await admin.request('GET', `${BASE}?search=${body.results[1].aadObjectId.slice(0, 13)}`)
    ).json();
    expect(byId.results.map((a: Application) => a.name)).toEqual(['Robot Listed B']);
    expect((await admin.request('GET', `${BASE}?sort=secretHash`)).statusCode).toBe(400);
    expect(JSON.stringify((await admin.request('GET', BASE)).json())).not.toMatch(/secretHash|\$argon2/);
  });

  it("refuses a new application with the spec's messages and writes nothing", async () => {
    const before = await count();
    /** The field errors of a refused (400) new application. */
    const refused = async (body: object) => {
      const res = await admin.request('POST', BASE, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors as unknown[];
    };
    expect(await refused({ name: '  ', aadObjectId: SOME_ID })).toEqual([
      { field: 'name', message: 'Field cannot be empty', key: 'fieldCannotBeEmpty' },
    ]);
    expect(await refused({ name: 'Robot', aadObjectId: 'not-a-guid-but-thirty-six-characters' })).toEqual([
      { field: 'aadObjectId', message: 'Please provide a GUID', key: 'guid' },
    ]);
    expect(await refused({ name: 'Robot', aadObjectId: '' })).toEqual([
      { field: 'aadObjectId', message: 'Field cannot be empty', key: 'fieldCannotBeEmpty' },
    ]);
    const existing = await buildApplication(server.database.db);
    expect(await refused({ name: 'Robot', aadObjectId: ` ${existing.aadObjectId.toUpperCase()} ` })).toEqual([
      {
        field: 'aadObjectId',
        message: 'An application with this object id already exists',
        key: 'aadObjectIdNotAvailable',
      },
    ]);
    expect((await admin.request('PUT', `${BASE}/${existing.aadObjectId}`, { name: ' ' })).statusCode).toBe(
      400,
    );
    expect(await count()).toBe(before + 1); // only the factory's application
    expect((await admin.request('GET', `${BASE}/${SOME_ID}`)).statusCode).toBe(404);
  });

  it('creates, renames and reads an application by object id (case-insensitively), audited', async () => {
    const id = crypto.randomUUID();
    const created = await create(' Nightly Export ', id.toUpperCase());
    expect(created).toMatchObject({ name: 'Nightly Export', aadObjectId: id, disabled: false });
    const renamed = await admin.request('PUT', `${BASE}/${id.toUpperCase()}`, { name: 'Nightly Export v2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Nightly Export v2');
    expect((await viewer.request('GET', `${BASE}/${id}`)).json().name).toBe('Nightly Export v2');
    expect(
      (await audited('Application.Create')).some(
        (d) => (d.application as { aadObjectId: string }).aadObjectId === id,
      ),
    ).toBe(true);
    const update = (await audited('Application.Update')).find(
      (d) => (d.application as { aadObjectId: string }).aadObjectId === id,
    );
    expect(update).toMatchObject({
      previousName: 'Nightly Export',
      application: { name: 'Nightly Export v2' },
    });
  });

  it('creates a secret shown once (only its hash kept), lists it with its dates, and checks the expiry', async () => {
    const app = await create('Secret Keeper');
    const { secret, value } = await newSecret(app.aadObjectId, { description: 'CI pipeline' });
    expect(value.length).toBeGreaterThanOrEqual(40);
    expect(secret).toMatchObject({
      description: 'CI pipeline',
      hint: value.slice(0, 4),
      revokedAt: null,
      status: 'active',
      abilities: { revoke: true },
    });
    const days = (Date.parse(secret.expiresAt) - Date.parse(secret.createdAt)) / DAY_MS;
    expect(Math.round(days)).toBe(APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS);
    const stored = await server.database.db
      .select()
      .from(applicationSecrets)
      .where(eq(applicationSecrets.id, secret.id));
    expect(stored[0].secretHash).not.toContain(value);
    expect(stored[0].secretHash).toMatch(/^\$argon2id\$/);

    const chosen = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const second = await newSecret(app.aadObjectId, { expiresAt: chosen });
    expect(second.secret.expiresAt).toBe(chosen);
    const list = (
      await admin.request('GET', `${BASE}/${app.aadObjectId}/secrets`)
    ).json() as ApplicationSecret[];
    expect(list.map((s) => s.id)).toEqual([second.secret.id, secret.id]);
    expect(JSON.stringify(list)).not.toContain(value);
    expect(JSON.stringify(list)).not.toMatch(/argon2/);

    for (const expiresAt of [
      new Date(Date.now() - DAY_MS).toISOString(),
      new Date(Date.now() + 800 * DAY_MS).toISOString(),
      'tomorrow',
    ]) {
      const res = await admin.request('POST', `${BASE}/${app.aadObjectId}/secrets`, { expiresAt });
      expect(res.statusCode, expiresAt).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'expiresAt', key: 'secretExpiryRange' });
    }
    expect((await admin.request('GET', `${BASE}/${app.aadObjectId}/secrets`)).json()).toHaveLength(2);
    const events = await audited('ApplicationSecret.Create');
    expect(events.filter((d) => (d.application as { id: string }).id === app.id)).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain(value);
  });

  it('signs in with any live secret; an expired or revoked one is refused', async () => {
    const app = await create('Rotating Robot');
    const oldOne = await newSecret(app.aadObjectId);
    const newOne = await newSecret(app.aadObjectId);
    expect((await token(app.aadObjectId, oldOne.value)).statusCode).toBe(200);
    expect((await token(app.aadObjectId, newOne.value)).statusCode).toBe(200);
    await server.database.db
      .update(applicationSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applicationSecrets.id, oldOne.secret.id));
    expect((await token(app.aadObjectId, oldOne.value)).statusCode).toBe(401);
    const listed = (
      await admin.request('GET', `${BASE}/${app.aadObjectId}/secrets`)
    ).json() as ApplicationSecret[];
    expect(listed.find((s) => s.id === oldOne.secret.id)?.status).toBe('expired');
    // Revoking the new one ends only its own tokens.
    const fromNew = (await token(app.aadObjectId, newOne.value)).json().access_token;
    const revoked = await admin.request(
      'POST',
      `${BASE}/${app.aadObjectId}/secrets/${newOne.secret.id}/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    expect(
      (
        await server.app.inject({
          url: '/api/engagements/mine',
          headers: { authorization: `Bearer ${fromNew}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await token(app.aadObjectId, newOne.value)).statusCode).toBe(401);
    expect(
      (await admin.request('POST', `${BASE}/${app.aadObjectId}/secrets/${newOne.secret.id}/revoke`))
        .statusCode,
    ).toBe(409);
    const other = await buildApplication(server.database.db);
    expect(
      (await admin.request('POST', `${BASE}/${app.aadObjectId}/secrets/${other.secretId}/revoke`)).statusCode,
    ).toBe(404);
    expect(
      (await admin.request('POST', `${BASE}/${app.aadObjectId}/secrets/not-a-uuid/revoke`)).statusCode,
    ).toBe(400);
    expect(
      (await audited('ApplicationSecret.Revoke')).some(
        (d) => (d.secret as { id: string }).id === newOne.secret.id,
      ),
    ).toBe(true);
  });

  it('done when: created here, a secret, a bearer token within its role assignments, revoked -> 401 at once', async () => {
    const app = await create('Done When Robot');
    const add = await admin.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: app.aadObjectId,
        principalType: 'Application',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(engagementId),
        action: 'Add',
      },
    ]);
    expect(add.statusCode).toBe(200);
    const groups = (
      await admin.request('GET', `${BASE}/${app.aadObjectId}/role-assignments`)
    ).json() as UserScopeAssignments[];
    expect(groups).toEqual([
      {
        scope: engagementScope(engagementId),
        scopeKind: 'engagement',
        scopeName: 'Payroll 2026',
        roles: [{ name: ROLE_NAMES.consultant, abilities: { remove: true } }],
      },
    ]);
    const { secret, value } = await newSecret(app.aadObjectId);
    const res = await token(app.aadObjectId, value);
    expect(res.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    expect(
      (await server.app.inject({ url: `/api/engagements/${engagementId}`, headers: auth })).statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ url: `/api/engagements/${otherEngagementId}`, headers: auth })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ url: BASE, headers: auth })).statusCode).toBe(403);
    expect(
      (await admin.request('POST', `${BASE}/${app.aadObjectId}/secrets/${secret.id}/revoke`)).statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ url: `/api/engagements/${engagementId}`, headers: auth })).statusCode,
    ).toBe(401);
  });

  it('deletes an application with its secrets, tokens and role assignments in one go', async () => {
    const db = server.database.db;
    const app = await create('Doomed Robot');
    await admin.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: app.aadObjectId,
        principalType: 'Application',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(engagementId),
        action: 'Add',
      },
    ]);
    const { value } = await newSecret(app.aadObjectId);
    const auth = { authorization: `Bearer ${(await token(app.aadObjectId, value)).json().access_token}` };
    // Kim may write applications but not take away the role it holds: nothing happens.
    const refused = await keeper.request('DELETE', `${BASE}/${app.aadObjectId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/Engagement Consultant/);
    expect((await admin.request('GET', `${BASE}/${app.aadObjectId}`)).statusCode).toBe(200);

    expect((await admin.request('DELETE', `${BASE}/${app.aadObjectId}`)).statusCode).toBe(204);
    expect((await admin.request('GET', `${BASE}/${app.aadObjectId}`)).statusCode).toBe(404);
    expect(
      (await server.app.inject({ url: `/api/engagements/${engagementId}`, headers: auth })).statusCode,
    ).toBe(401);
    const left = await db
      .select()
      .from(roleAssignments)
      .where(and(eq(roleAssignments.principalType, 'Application'), eq(roleAssignments.principalId, app.id)));
    expect(left).toEqual([]);
    expect(
      await db.select().from(applicationSecrets).where(eq(applicationSecrets.applicationId, app.id)),
    ).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.applicationId, app.id))).toEqual([]);
    expect(
      (await audited('Application.Delete')).some((d) => (d.application as { id: string }).id === app.id),
    ).toBe(true);
    expect(
      (await audited('RoleAssignment.Remove')).some(
        (d) => (d.assignee as { id: string }).id === app.aadObjectId,
      ),
    ).toBe(true);
    expect((await admin.request('DELETE', `${BASE}/${app.aadObjectId}`)).statusCode).toBe(404);

    // Without role assignments Kim may delete one.
    const plain = await create('Plain Robot');
    expect((await keeper.request('DELETE', `${BASE}/${plain.aadObjectId}`)).statusCode).toBe(204);
  });
});
