// Resolved permissions and bearer tokens are remembered for a few seconds to make the common calls
// cheap (AccessService, SessionService); a role taken away or a secret revoked must still hold on
// the very next request, not after the cache time. Each case first makes the calls that fill the
// caches, then changes the data through the API. Sign-out and deactivation: auth/session-cache.db.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  engagementScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  SCOPE_MASKS,
  storageScope,
  tenantScope,
} from '@cairn/contracts';
import { rolePermissions, roles } from '../db/schema/access.js';
import { buildApplication, buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { signIn, signInWithRole, useTestServer, type SignedInClient } from '../test/test-server.js';

describe('remembered permissions and bearer tokens', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let engagementId: string;

  beforeAll(async () => {
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
  }, 60_000);

  const runs = () => `/api/pipelines/engagements/${engagementId}/runs`;
  /** A consultant of the engagement, signed in, whose session and permissions were just used. */
  const consultant = async (alsoHolds: { role: string; scope: string }[] = []) => {
    const row = await buildUser(server.database.db, {
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) }, ...alsoHolds],
    });
    const client = await signIn(server, row.email, PASSWORD);
    for (let i = 0; i < 3; i++) {
      expect((await client.request('GET', '/api/profile/me')).statusCode).toBe(200);
      expect((await client.request('GET', runs())).statusCode).toBe(200);
    }
    return { email: row.email, client };
  };
  const changeConsultant = (email: string, action: 'Add' | 'Remove') =>
    admin.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: email,
        principalType: 'User',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(engagementId),
        action,
      },
    ]);

  it("answers a gain engagement's abilities on the next request once the engagement becomes one", async () => {
    // The administrator's own abilities, remembered by the list it reads, changed by its own update.
    const pipelines = `/api/pipelines/engagements/${engagementId}/pipelines`;
    const mayStart = async () =>
      ((await admin.request('GET', pipelines)).json() as { abilities: { start: boolean } }[])[0].abilities
        .start;
    expect(await mayStart()).toBe(true);
    const settings = `/api/engagements/${engagementId}/admin`;
    const before = (await admin.request('GET', settings)).json() as {
      name: string;
      features: string[];
      resourceIds: string[];
    };
    const setFeatures = (features: string[]) =>
      admin.request('PUT', settings, {
        name: before.name,
        features: JSON.stringify(features),
        resourceIds: before.resourceIds,
      });
    expect((await setFeatures([...before.features, 'GAIN'])).statusCode).toBe(200);
    // A gain engagement's Run screens start nothing by hand.
    expect(await mayStart()).toBe(false);
    expect((await setFeatures(before.features)).statusCode).toBe(200);
    expect(await mayStart()).toBe(true);
  });

  it('answers 403 on the next request once a role is removed, and 200 once it is given back', async () => {
    // A folder role keeps the engagement visible, so the refusal is 403 rather than 404.
    const folder = { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'Main', ['reports']) };
    const { email, client } = await consultant([folder]);
    expect((await changeConsultant(email, 'Remove')).statusCode).toBe(200);
    expect((await client.request('GET', runs())).statusCode).toBe(403);
    expect((await changeConsultant(email, 'Add')).statusCode).toBe(200);
    expect((await client.request('GET', runs())).statusCode).toBe(200);
  });

  it('answers 404 on the next request once the only role in the engagement is removed', async () => {
    const { email, client } = await consultant();
    expect((await changeConsultant(email, 'Remove')).statusCode).toBe(200);
    expect((await client.request('GET', runs())).statusCode).toBe(404);
  });

  it("lists a tenant's engagements on the next request once the tenant's role is removed, and again once given back", async () => {
    // The platform lists' filter (the tenants granting a permission) is remembered like the permissions.
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const engagement = await buildEngagement(db, tenant.id);
    const row = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenant.id) }],
    });
    const client = await signIn(server, row.email, PASSWORD);
    const listed = async () =>
      (
        (await client.request('GET', '/api/engagements/admin')).json() as { results: { id: string }[] }
      ).results.map((e) => e.id);
    for (let i = 0; i < 3; i++) expect(await listed()).toEqual([engagement.id]);
    const change = (action: 'Add' | 'Remove') =>
      admin.request('POST', '/api/authorization/role-assignments', [
        {
          principalId: row.email,
          principalType: 'User',
          roleName: ROLE_NAMES.superUser,
          scope: tenantScope(tenant.id),
          action,
        },
      ]);
    expect((await change('Remove')).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await change('Add')).statusCode).toBe(200);
    expect(await listed()).toEqual([engagement.id]);
  });

  /** An application of the engagement with a bearer token that was just used. */
  const applicationCalling = async () => {
    const consultantRole = { role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) };
    const app = await buildApplication(server.database.db, { roles: [consultantRole] });
    const token = await server.app.inject({
      method: 'POST',
      url: '/authorization/token',
      payload: { grant_type: 'client_credentials', client_id: app.aadObjectId, client_secret: app.secret },
    });
    const headers = { authorization: `Bearer ${token.json().access_token}` };
    const call = async () => (await server.app.inject({ method: 'GET', url: runs(), headers })).statusCode;
    for (let i = 0; i < 3; i++) expect(await call()).toBe(200);
    return { app, call };
  };

  it('answers 403 on the next request once the permission is taken out of a held role', async () => {
    const db = server.database.db;
    await db.insert(roles).values({ name: 'Run Watcher', scopeMask: SCOPE_MASKS.engagement });
    await db
      .insert(rolePermissions)
      .values({ roleName: 'Run Watcher', permissionName: PERMISSIONS.pipelinesRead });
    const row = await buildUser(db, {
      roles: [{ role: 'Run Watcher', scope: engagementScope(engagementId) }],
    });
    const client = await signIn(server, row.email, PASSWORD);
    for (let i = 0; i < 3; i++) expect((await client.request('GET', runs())).statusCode).toBe(200);
    const url = `/api/authorization/roles/Run%20Watcher/permissions/${PERMISSIONS.pipelinesRead}`;
    expect((await admin.request('DELETE', url)).statusCode).toBe(200);
    expect((await client.request('GET', runs())).statusCode).toBe(403);
  });

  it('refuses an application’s bearer token on the next request once its secret is revoked', async () => {
    const { app, call } = await applicationCalling();
    const revoke = await admin.request(
      'POST',
      `/api/authorization/applications/${app.aadObjectId}/secrets/${app.secretId}/revoke`,
    );
    expect(revoke.statusCode).toBe(200);
    expect(await call()).toBe(401);
  });

  it('refuses an application’s bearer token on the next request once the application is deleted', async () => {
    const { app, call } = await applicationCalling();
    expect(
      (await admin.request('DELETE', `/api/authorization/applications/${app.aadObjectId}`)).statusCode,
    ).toBe(204);
    expect(await call()).toBe(401);
  });
});
