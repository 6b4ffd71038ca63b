// The tenants API on a real database: not signed in, no permission, another tenant (404), bad input
// (400, nothing written), the lock (409), the happy paths with their audit rows, and role assignments
// at the tenant that never exceed the granter's rights.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PLATFORM_SCOPE,
  ROLE_NAMES,
  tenantScope,
  type AggregatedAssignment,
  type Paged,
  type Tenant,
} from '@cairn/contracts';
import { roleAssignments } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { tenants } from '../../db/schema/tenancy.js';
import { buildUser, PASSWORD } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { signIn, testServer, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { alphaAndBravo } from '../../test/two-tenants.js';

describe('tenants API', () => {
  const server = useTestServer();
  const setup = useFixture(
    () =>
      alphaAndBravo(server, {
        engagementRole: ROLE_NAMES.superConfigurer,
        engagementUserName: 'Cora Configurer',
      }),
    undefined,
    60_000,
  );

  const auditRows = (action: string, tenantId: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.scope, tenantScope(tenantId))));

  it('refuses every route without a session (401)', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/tenants'],
      ['POST', '/api/tenants'],
      ['GET', `/api/tenants/${setup.tenantA}`],
      ['PUT', `/api/tenants/${setup.tenantA}`],
      ['DELETE', `/api/tenants/${setup.tenantA}`],
      ['GET', `/api/tenants/${setup.tenantA}/resources`],
      ['PUT', `/api/tenants/${setup.tenantA}/resources`],
      ['GET', `/api/tenants/${setup.tenantA}/engagements`],
      ['GET', `/api/authorization/tenants/${setup.tenantA}/assignments?principalType=User`],
    ];
    for (const [method, url] of routes)
      expect((await server.app.inject({ method: method as 'GET', url })).statusCode, `${method} ${url}`).toBe(
        401,
      );
  });

  it('lists the tenants the caller may read, paged, searched from 3 characters', async () => {
    const all = (await setup.admin.request('GET', '/api/tenants')).json() as Paged<Tenant>;
    expect(all.meta).toEqual({ totalItems: 2, page: 1, pageSize: 10 });
    expect(all.results.map((t) => t.name)).toEqual(['Alpha Tenant', 'Bravo Tenant']);
    expect(all.results[0].abilities).toEqual({
      update: true,
      delete: true,
      compose: true,
      deploy: true,
      assignRoles: true,
    });
    const mine = (await setup.superUserA.request('GET', '/api/tenants')).json() as Paged<Tenant>;
    expect(mine.results.map((t) => t.id)).toEqual([setup.tenantA]);
    expect(mine.meta.totalItems).toBe(1);
    const found = (await setup.admin.request('GET', '/api/tenants?search=brav')).json() as Paged<Tenant>;
    expect(found.results.map((t) => t.name)).toEqual(['Bravo Tenant']);
    const sorted = (
      await setup.admin.request('GET', '/api/tenants?sort=-name&pageSize=1')
    ).json() as Paged<Tenant>;
    expect(sorted.results.map((t) => t.name)).toEqual(['Bravo Tenant']);
    expect(sorted.meta.totalItems).toBe(2);
    for (const client of [setup.engagementUser, setup.nobody])
      expect(((await client.request('GET', '/api/tenants')).json() as Paged<Tenant>).meta.totalItems).toBe(0);
    expect((await setup.admin.request('GET', '/api/tenants?sort=secret')).statusCode).toBe(400);
  });

  it('answers 404 for another tenant everywhere and 403 without the permission', async () => {
    const other = [
      ['GET', `/api/tenants/${setup.tenantB}`],
      ['PUT', `/api/tenants/${setup.tenantB}`, { name: 'Hijacked', cloudConfiguration: '{}' }],
      ['DELETE', `/api/tenants/${setup.tenantB}`],
      ['GET', `/api/tenants/${setup.tenantB}/resources`],
      ['PUT', `/api/tenants/${setup.tenantB}/resources`, { resources: [] }],
      ['GET', `/api/tenants/${setup.tenantB}/engagements`],
      ['GET', `/api/authorization/tenants/${setup.tenantB}/assignments?principalType=User`],
    ] as const;
    for (const [method, url, body] of other)
      expect((await setup.superUserA.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    // The configurer sees tenant A (its engagement is there) but may not read or change it.
    expect((await setup.engagementUser.request('GET', `/api/tenants/${setup.tenantA}`)).statusCode).toBe(403);
    expect(
      (
        await setup.engagementUser.request('PUT', `/api/tenants/${setup.tenantA}/resources`, {
          resources: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await setup.nobody.request('GET', `/api/tenants/${setup.tenantA}`)).statusCode).toBe(404);
    // Creating needs the Writer at /platform: a tenant's Super User may not.
    expect((await setup.superUserA.request('POST', '/api/tenants', { name: 'My own' })).statusCode).toBe(403);
    const [b] = await server.database.db.select().from(tenants).where(eq(tenants.id, setup.tenantB));
    expect(b.name).toBe('Bravo Tenant');
  });

  it('creates a tenant (201, audited) and refuses a bad name with the spec message', async () => {
    const res = await setup.admin.request('POST', '/api/tenants', {
      name: '  Charlie Tenant ',
      isRemovable: false,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Tenant;
    expect(created).toMatchObject({
      name: 'Charlie Tenant',
      cloudProvider: 1,
      cloudConfiguration: '{}',
      subscriptionId: '',
      resourceGroupName: '',
      isRemovable: false,
      deploymentStatus: 0,
      abilities: { update: true, delete: false },
    });
    expect(await auditRows('Tenant.Create', created.id)).toHaveLength(1);

    const before = (await server.database.db.select().from(tenants)).length;
    const empty = await setup.admin.request('POST', '/api/tenants', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'name', message: 'This field is required', key: 'thisFieldIsRequired' },
    ]);
    const short = await setup.admin.request('POST', '/api/tenants', { name: 'ab' });
    expect(short.json().errors).toEqual([
      { field: 'name', message: 'Please enter at least 3 characters', key: 'minLength' },
    ]);
    expect((await server.database.db.select().from(tenants)).length).toBe(before);
  });

  it('updates name and cloud configuration; the resource group name keeps its prefix, the directory is stored', async () => {
    const subscription = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const directory = '72f988bf-86f1-41af-91ab-2d7cd011db47';
    const res = await setup.superUserA.request('PUT', `/api/tenants/${setup.tenantA}`, {
      name: 'Alpha Tenant',
      cloudConfiguration: JSON.stringify({ Region: 'westeurope', SubscriptionId: 'old' }),
      subscriptionId: subscription,
      resourceGroupName: 'NL-ETP-D-alpha-rg',
      activeDirectoryId: directory,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscriptionId: subscription,
      resourceGroupName: 'NL-ETP-D-alpha-rg',
      activeDirectoryId: directory,
    });
    expect(JSON.parse((res.json() as Tenant).cloudConfiguration)).toEqual({
      Region: 'westeurope',
      SubscriptionId: subscription,
      ResourceGroupName: 'NL-ETP-D-alpha-rg',
      ActiveDirectoryId: directory,
    });
    expect(await auditRows('Tenant.Update', setup.tenantA)).toHaveLength(1);
  });

  it('refuses bad general input field by field (400) and writes nothing', async () => {
    const put = (body: Record<string, string>) =>
      setup.superUserA.request('PUT', `/api/tenants/${setup.tenantA}`, {
        name: 'Renamed',
        cloudConfiguration: '{}',
        ...body,
      });
    const errorsOf = async (body: Record<string, string>) =>
      (await put(body)).json().errors.map((e: { field: string; key: string }) => `${e.field}:${e.key}`);
    expect(await errorsOf({ resourceGroupName: 'NL-ETP-D-ab' })).toEqual([
      'resourceGroupName:resourceGroupTooShort',
    ]);
    expect(await errorsOf({ resourceGroupName: `NL-ETP-D-${'a'.repeat(25)}` })).toEqual([
      'resourceGroupName:resourceGroupTooLong',
    ]);
    expect(await errorsOf({ resourceGroupName: 'other-rg' })).toEqual(['resourceGroupName:startsWith']);
    expect(await errorsOf({ subscriptionId: 'not-a-guid' })).toEqual(['subscriptionId:guid']);
    const directory = await put({ activeDirectoryId: 'contoso.onmicrosoft.com' });
    expect(directory.json().errors).toEqual([
      { field: 'activeDirectoryId', message: 'Please provide a GUID', key: 'guid' },
    ]);
    expect(await errorsOf({ cloudConfiguration: '{ nope' })).toEqual(['cloudConfiguration:invalidJson']);
    expect(await errorsOf({ name: 'x' })).toEqual(['name:minLength']);
    expect((await put({ name: 'x' })).statusCode).toBe(400);
    const [a] = await server.database.db.select().from(tenants).where(eq(tenants.id, setup.tenantA));
    expect(a.name).toBe('Alpha Tenant');
  });

  it('locks every write while a deployment runs (409) and lifts with the status', async () => {
    const db = server.database.db;
    await server.ctx.services.tenantLock.setDeploymentStatus(db, setup.tenantA, 1);
    try {
      const tenant = (
        await setup.superUserA.request('GET', `/api/tenants/${setup.tenantA}`)
      ).json() as Tenant;
      expect(tenant.deploymentStatus).toBe(1);
      expect(tenant.abilities).toEqual({
        update: false,
        delete: false,
        compose: false,
        deploy: false,
        assignRoles: true,
      });
      const put = await setup.superUserA.request('PUT', `/api/tenants/${setup.tenantA}`, {
        name: 'Locked change',
        cloudConfiguration: '{}',
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().detail).toBe('page locked because deployment in progress');
      expect(
        (await setup.superUserA.request('PUT', `/api/tenants/${setup.tenantA}/resources`, { resources: [] }))
          .statusCode,
      ).toBe(409);
      expect((await setup.superUserA.request('DELETE', `/api/tenants/${setup.tenantA}`)).statusCode).toBe(
        409,
      );
      expect(
        (await setup.superUserA.request('GET', `/api/tenants/${setup.tenantA}/resources`)).statusCode,
      ).toBe(200);
    } finally {
      await server.ctx.services.tenantLock.setDeploymentStatus(db, setup.tenantA, 0);
    }
    expect(
      ((await setup.superUserA.request('GET', `/api/tenants/${setup.tenantA}`)).json() as Tenant).abilities
        .update,
    ).toBe(true);
  });

  it('lists the engagements of a tenant', async () => {
    const res = await setup.superUserA.request('GET', `/api/tenants/${setup.tenantA}/engagements`);
    expect(res.json()).toEqual([{ id: setup.engagementA, name: 'Alpha Payroll' }]);
  });

  it('deletes only a removable tenant without engagements', async () => {
    const db = server.database.db;
    const fixed = await setup.admin.request('POST', '/api/tenants', {
      name: 'Fixed Tenant',
      isRemovable: false,
    });
    const fixedRes = await setup.admin.request('DELETE', `/api/tenants/${(fixed.json() as Tenant).id}`);
    expect(fixedRes.statusCode).toBe(409);
    expect(fixedRes.json().detail).toContain('not removable');
    const busy = await setup.admin.request('DELETE', `/api/tenants/${setup.tenantA}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toContain('still has 1 engagement(s)');

    const spare = (
      await setup.admin.request('POST', '/api/tenants', { name: 'Spare Tenant' })
    ).json() as Tenant;
    await setup.admin.request('PUT', `/api/tenants/${spare.id}/resources`, {
      resources: [
        {
          name: 'nletpdsparesa',
          resourceType: 'StorageAccount',
          tag: 'spare',
          configurationBase64: Buffer.from('{}').toString('base64'),
        },
      ],
    });
    // A role given at the tenant goes with it (a grant must not outlive its scope).
    const grantee = await buildUser(db, { name: 'Gus Grantee' });
    const granted = await setup.admin.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: grantee.email,
        principalType: 'User',
        roleName: ROLE_NAMES.superUser,
        scope: tenantScope(spare.id),
        action: 'Add',
      },
    ]);
    expect(granted.statusCode).toBeLessThan(300);
    const atSpare = () =>
      db
        .select()
        .from(roleAssignments)
        .where(eq(roleAssignments.scope, tenantScope(spare.id)));
    expect(await atSpare()).toHaveLength(1);
    expect((await setup.admin.request('DELETE', `/api/tenants/${spare.id}`)).statusCode).toBe(204);
    expect(await db.select().from(tenants).where(eq(tenants.id, spare.id))).toEqual([]);
    expect(await atSpare()).toEqual([]);
    expect((await setup.admin.request('GET', `/api/tenants/${spare.id}`)).statusCode).toBe(404);
    expect(await auditRows('Tenant.Delete', spare.id)).toHaveLength(1);
  });

  describe('role assignments at the tenant', () => {
    const assignments = (client: SignedInClient, tenantId: string, type = 'User') =>
      client.request('GET', `/api/authorization/tenants/${tenantId}/assignments?principalType=${type}`);

    it('lets a tenant Super User grant roles at its tenant and shows them with remove abilities', async () => {
      const target = await buildUser(server.database.db, { name: 'Tom Target' });
      const res = await setup.superUserA.request('POST', '/api/authorization/role-assignments', [
        {
          principalId: target.email,
          principalType: 'User',
          roleName: ROLE_NAMES.superUser,
          scope: tenantScope(setup.tenantA),
          action: 'Add',
        },
      ]);
      expect(res.statusCode).toBe(200);
      const list = (await assignments(setup.superUserA, setup.tenantA)).json() as AggregatedAssignment[];
      const tom = list.find((row) => row.aggregationId === target.email)!;
      expect(tom.aggregationDisplayName).toBe('Tom Target');
      expect(tom.assignments).toEqual([
        expect.objectContaining({
          roleName: ROLE_NAMES.superUser,
          scope: tenantScope(setup.tenantA),
          abilities: { remove: true },
        }),
      ]);
      expect(list.map((row) => row.aggregationDisplayName)).toEqual(['Sam Super', 'Tom Target']);
      expect(
        ((await assignments(setup.superUserA, setup.tenantA, 'Application')).json() as unknown[]).length,
      ).toBe(0);
      expect((await assignments(setup.engagementUser, setup.tenantA)).statusCode).toBe(403);
    });

    it('refuses a grant above its own rights or outside its tenant: 403/404, nothing written, audited', async () => {
      const db = server.database.db;
      const target = await buildUser(db, { name: 'Eve Escalate' });
      const above = await setup.superUserA.request('POST', '/api/authorization/role-assignments', [
        {
          principalId: target.email,
          principalType: 'User',
          roleName: ROLE_NAMES.admin,
          scope: PLATFORM_SCOPE,
          action: 'Add',
        },
      ]);
      expect(above.statusCode).toBe(403);
      const outside = await setup.superUserA.request('POST', '/api/authorization/role-assignments', [
        {
          principalId: target.email,
          principalType: 'User',
          roleName: ROLE_NAMES.superUser,
          scope: tenantScope(setup.tenantB),
          action: 'Add',
        },
      ]);
      expect(outside.statusCode).toBe(404);
      expect(
        await db.select().from(roleAssignments).where(eq(roleAssignments.principalId, target.id)),
      ).toEqual([]);
      const denied = await db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'RoleAssignment.Add'), eq(auditLog.target, `User ${target.email}: Admin`)),
        );
      expect(denied).toHaveLength(1);
      expect(denied[0].status).toBe(403);
      expect(denied[0].scope).toBe(PLATFORM_SCOPE);
    });
  });
});

describe('tenants API on AWS', () => {
  it('refuses to create a tenant (409)', async () => {
    const server = await testServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
    try {
      const admin = await signIn(
        server,
        (await buildUser(server.database.db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] }))
          .email,
        PASSWORD,
      );
      const res = await admin.request('POST', '/api/tenants', { name: 'Cloud Tenant' });
      expect(res.statusCode).toBe(409);
      expect((await server.database.db.select().from(tenants)).length).toBe(0);
    } finally {
      await server.close();
    }
  }, 60_000);
});
