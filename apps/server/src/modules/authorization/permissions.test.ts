// Permissions administration API on a real database: not signed in, wrong scope, no permission, bad
// input (nothing written), the happy paths, built-in permissions refused, the audit.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ALL_PERMISSION_NAMES,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  SCOPE_MASKS,
  engagementScope,
  tenantScope,
  type Paged,
  type PermissionDefinitionItem,
} from '@cairn/contracts';
import { syncCatalogue } from '../../access/catalogue.js';
import { permissions, rolePermissions, roles } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { fieldProblems, signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const base = '/api/authorization/permissions';

describe('permissions API', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let tenantSuperUser: SignedInClient;
  let consultant: SignedInClient;
  let reader: SignedInClient;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const engagementId = (await buildEngagement(db, tenantId)).id;
    await db.insert(roles).values({ name: 'Catalogue Reader', scopeMask: SCOPE_MASKS.platform });
    await db
      .insert(rolePermissions)
      .values({ roleName: 'Catalogue Reader', permissionName: PERMISSIONS.authorizationReader });
    const user = (role: string, scope: string) => signInWithRole(server, role, scope);
    admin = await user(ROLE_NAMES.admin, PLATFORM_SCOPE);
    tenantSuperUser = await user(ROLE_NAMES.superUser, tenantScope(tenantId));
    consultant = await user(ROLE_NAMES.consultant, engagementScope(engagementId));
    reader = await user('Catalogue Reader', PLATFORM_SCOPE);
  }, 60_000);

  const count = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(permissions))[0].n;
  const stored = async (name: string) =>
    (await server.database.db.select().from(permissions).where(eq(permissions.name, name)))[0];
  const auditRows = async (action: string) =>
    (await server.database.db.select().from(auditLog).where(eq(auditLog.action, action))).filter(
      (r) => r.status < 400,
    );
  const create = (client: SignedInClient, body: unknown) => client.request('POST', base, body);

  it('refuses every route without a session (401)', async () => {
    const calls: [string, string][] = [
      ['GET', base],
      ['GET', '/api/authorization/all-permissions'],
      ['POST', base],
      ['PUT', `${base}/Custom.Thing`],
      ['DELETE', `${base}/Custom.Thing`],
    ];
    await expectSignInAsked(server, calls);
  });

  it('refuses a tenant-scoped Super User and a consultant (403), and a reader every change', async () => {
    for (const client of [tenantSuperUser, consultant]) {
      expect((await client.request('GET', base)).statusCode).toBe(403);
      expect((await client.request('GET', '/api/authorization/all-permissions')).statusCode).toBe(403);
    }
    const before = await count();
    expect((await reader.request('GET', base)).statusCode).toBe(200);
    expect((await create(reader, { name: 'Reader.Made', category: 'Reader' })).statusCode).toBe(403);
    expect((await create(consultant, { name: 'Consultant.Made', category: 'Consultant' })).statusCode).toBe(
      403,
    );
    expect((await reader.request('DELETE', `${base}/${PERMISSIONS.pipelinesRead}`)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('lists permissions paged, searched and sorted; built-ins cannot be changed', async () => {
    const page = (
      await admin.request('GET', `${base}?search=storage.folders&sort=-name`)
    ).json() as Paged<PermissionDefinitionItem>;
    expect(page.meta).toEqual({ totalItems: 2, page: 1, pageSize: 10 });
    expect(page.results).toEqual([
      {
        name: PERMISSIONS.storageFoldersWriter,
        category: 'Storage',
        description: 'Create folders, upload, delete files and edit metadata',
        builtIn: true,
        roleCount: 5,
        abilities: { update: false, delete: false },
      },
      expect.objectContaining({ name: PERMISSIONS.storageFoldersReader, roleCount: 6 }),
    ]);
    const all = (
      await admin.request('GET', '/api/authorization/all-permissions')
    ).json() as PermissionDefinitionItem[];
    expect(all.map((p) => p.name)).toEqual([...ALL_PERMISSION_NAMES].sort());
    expect((await admin.request('GET', `${base}?sort=description`)).statusCode).toBe(400);
  });

  it('refuses bad input with the field and the rule (400), writing nothing', async () => {
    const before = await count();
    const problems = async (body: unknown) => fieldProblems(await create(admin, body));
    expect(await problems({ name: '', category: '' })).toEqual([
      ['name', 'pleaseProvideName'],
      ['category', 'thisFieldIsRequired'],
    ]);
    expect(await problems({ name: 'Has Space', category: 'Bad/Category' })).toEqual([
      ['name', 'lettersDigitsDots'],
      ['category', 'lettersDigitsDashesSpaces'],
    ]);
    expect(await problems({ name: '.Leading', category: 'Custom' })).toEqual([['name', 'dottedName']]);
    expect(await problems({ name: 'Double..Dot', category: 'Custom' })).toEqual([['name', 'dottedName']]);
    expect(await problems({ name: 'pipelines.read', category: 'Pipelines' })).toEqual([
      ['name', 'permissionNameTaken'],
    ]);
    expect((await create(admin, { category: 'Custom' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('creates a custom permission, audited, and the role form can use it', async () => {
    const res = await create(admin, {
      name: ' Reporting.Exports.Reader ',
      category: 'Reporting',
      description: 'Download exports',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      name: 'Reporting.Exports.Reader',
      category: 'Reporting',
      description: 'Download exports',
      builtIn: false,
      roleCount: 0,
      abilities: { update: true, delete: true },
    } satisfies PermissionDefinitionItem);
    const [row] = await auditRows('Permission.Create');
    expect(row).toMatchObject({
      scope: PLATFORM_SCOPE,
      status: 201,
      detail: { permission: 'Reporting.Exports.Reader' },
    });
    const role = await admin.request('POST', '/api/authorization/roles', {
      name: 'Export Reader',
      scopeMask: SCOPE_MASKS.engagement,
      permissions: ['Reporting.Exports.Reader'],
    });
    expect(role.statusCode).toBe(201);
  });

  it('updates category and description; the name is fixed (400) and built-ins are refused (409)', async () => {
    const renamed = await admin.request('PUT', `${base}/Reporting.Exports.Reader`, {
      name: 'Reporting.Exports.Other',
      category: 'Reporting',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual([
      expect.objectContaining({ field: 'name', key: 'permissionNameFixed' }),
    ]);
    expect(await stored('Reporting.Exports.Other')).toBeUndefined();

    const bad = await admin.request('PUT', `${base}/Reporting.Exports.Reader`, { category: '' });
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'category', key: 'thisFieldIsRequired' }),
    ]);

    const res = await admin.request('PUT', `${base}/Reporting.Exports.Reader`, {
      name: 'Reporting.Exports.Reader',
      category: 'Exports',
      description: 'Download report exports',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Reporting.Exports.Reader',
      category: 'Exports',
      description: 'Download report exports',
      roleCount: 1,
    });
    expect((await auditRows('Permission.Update'))[0].detail).toMatchObject({
      category: { from: 'Reporting', to: 'Exports' },
    });

    const builtIn = await admin.request('PUT', `${base}/${PERMISSIONS.pipelinesRead}`, { category: 'Other' });
    expect(builtIn.statusCode).toBe(409);
    expect((await stored(PERMISSIONS.pipelinesRead)).category).toBe('Pipelines');
    expect((await admin.request('PUT', `${base}/No.Such`, { category: 'Other' })).statusCode).toBe(404);
  });

  it('keeps custom permissions across the start-up catalogue sync', async () => {
    await syncCatalogue(server.database.db);
    expect(await stored('Reporting.Exports.Reader')).toMatchObject({ category: 'Exports' });
  });

  it('refuses to delete a built-in permission (409); deletes a custom one from every role that had it (204)', async () => {
    const builtIn = await admin.request('DELETE', `${base}/${PERMISSIONS.authorizationWriter}`);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().detail).toContain('built-in');
    expect(await stored(PERMISSIONS.authorizationWriter)).toBeDefined();

    const res = await admin.request('DELETE', `${base}/Reporting.Exports.Reader`);
    expect(res.statusCode).toBe(204);
    expect(await stored('Reporting.Exports.Reader')).toBeUndefined();
    expect(
      await server.database.db
        .select()
        .from(rolePermissions)
        .where(eq(rolePermissions.roleName, 'Export Reader')),
    ).toEqual([]);
    expect((await auditRows('Permission.Delete'))[0].detail).toMatchObject({
      permission: 'Reporting.Exports.Reader',
      removedFromRoles: ['Export Reader'],
    });
    expect((await admin.request('DELETE', `${base}/Reporting.Exports.Reader`)).statusCode).toBe(404);
  });
});
