// Roles administration API on a real database: not signed in, wrong scope, no permission, bad input
// (nothing written), the happy paths, built-in roles refused, the "only what you hold" rule, the audit.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { columnsEqual } from '../../db/columns-equal.js';
import {
  ALL_PERMISSION_NAMES,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  SCOPE_MASKS,
  engagementScope,
  type Paged,
  type RoleDetail,
  type RoleListItem,
} from '@cairn/contracts';
import { syncCatalogue } from '../../access/catalogue.js';
import { rolePermissions, roles } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { buildUser, countRows } from '../../test/factories.js';
import { useCatalogueCallers } from '../../test/catalogue-callers.js';
import { expectFieldProblems, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const base = '/api/authorization/roles';
const enc = encodeURIComponent;

describe('roles API', () => {
  const server = useTestServer();
  // Two custom platform roles: one that may only read the catalogue, one that may change it but
  // holds nothing else.
  const callers = useCatalogueCallers(server, {
    reader: {
      name: 'Catalogue Reader',
      description: 'reads roles',
      permissions: [PERMISSIONS.authorizationReader],
    },
    accessAdmin: {
      name: 'Access Admin',
      description: 'changes roles',
      permissions: [PERMISSIONS.authorizationReader, PERMISSIONS.authorizationWriter],
    },
  });

  const roleCount = () => countRows(server.database.db, roles);
  const permissionsOf = async (role: string) =>
    (await server.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleName, role)))
      .map((r) => r.permissionName)
      .sort();
  const auditRows = (action: string) =>
    server.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const create = (client: SignedInClient, body: unknown) => client.request('POST', base, body);

  it('refuses every route without a session (401)', async () => {
    const calls: [string, string][] = [
      ['GET', base],
      ['GET', '/api/authorization/all-roles'],
      ['GET', `${base}/Admin`],
      ['POST', base],
      ['PUT', `${base}/Admin`],
      ['DELETE', `${base}/Admin`],
      ['PUT', `${base}/Admin/permissions/Pipelines.Read`],
      ['DELETE', `${base}/Admin/permissions/Pipelines.Read`],
    ];
    await expectSignInAsked(server, calls);
  });

  it('refuses a tenant-scoped Super User and a consultant (403): the catalogue is read at /platform', async () => {
    for (const client of [callers.tenantSuperUser, callers.consultant]) {
      expect((await client.request('GET', base)).statusCode).toBe(403);
      expect((await client.request('GET', '/api/authorization/all-roles')).statusCode).toBe(403);
      expect((await client.request('GET', `${base}/Admin`)).statusCode).toBe(403);
      expect((await create(client, { name: 'Nope', scopeMask: SCOPE_MASKS.platform })).statusCode).toBe(403);
    }
  });

  it('lets a reader read but not change (403 on every change, nothing written)', async () => {
    expect((await callers.reader.request('GET', base)).statusCode).toBe(200);
    const before = await roleCount();
    const accessAdmin = `${base}/${enc('Access Admin')}`;
    const changes: [string, string, unknown?][] = [
      ['POST', base, { name: 'Reader Made', scopeMask: SCOPE_MASKS.platform }],
      ['PUT', accessAdmin, { name: 'Access Admin', scopeMask: SCOPE_MASKS.platform }],
      ['DELETE', accessAdmin],
      ['PUT', `${accessAdmin}/permissions/Pipelines.Read`],
    ];
    for (const [method, url, body] of changes)
      expect((await callers.reader.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await roleCount()).toBe(before);
  });

  it('lists roles paged, searched and sorted, with permission counts and abilities', async () => {
    const res = await callers.admin.request('GET', `${base}?pageSize=3&sort=-name`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<RoleListItem>;
    expect(page.meta).toEqual({ totalItems: await roleCount(), page: 1, pageSize: 3 });
    const names = page.results.map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());

    const found = (
      await callers.admin.request('GET', `${base}?search=engagement%20folder`)
    ).json() as Paged<RoleListItem>;
    expect(found.results.map((r) => r.name)).toEqual([ROLE_NAMES.folderContributor, ROLE_NAMES.folderReader]);

    const adminRole = (
      (
        await callers.admin.request('GET', `${base}?search=Platform%20administrator`)
      ).json() as Paged<RoleListItem>
    ).results[0];
    expect(adminRole).toMatchObject({
      name: ROLE_NAMES.admin,
      scopeMask: SCOPE_MASKS.platform,
      builtIn: true,
      permissionCount: ALL_PERMISSION_NAMES.length,
      abilities: { update: false, delete: false },
    });
    const custom = (
      (await callers.admin.request('GET', `${base}?search=Access%20Admin`)).json() as Paged<RoleListItem>
    ).results[0];
    expect(custom).toMatchObject({
      builtIn: false,
      permissionCount: 2,
      abilities: { update: true, delete: true },
    });
    const asReader = (
      (await callers.reader.request('GET', `${base}?search=Access%20Admin`)).json() as Paged<RoleListItem>
    ).results[0];
    expect(asReader.abilities).toEqual({ update: false, delete: false });

    expect((await callers.admin.request('GET', `${base}?sort=permissions`)).statusCode).toBe(400);
  });

  it('answers all roles for selectors and one role by name with its permissions (404 for none)', async () => {
    const all = (await callers.admin.request('GET', '/api/authorization/all-roles')).json() as RoleListItem[];
    expect(all).toHaveLength(await roleCount());
    expect(all.map((r) => r.name)).toContain(ROLE_NAMES.engagementManager);

    const res = await callers.admin.request('GET', `${base}/${enc(ROLE_NAMES.folderReader)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: ROLE_NAMES.folderReader,
      scopeMask: SCOPE_MASKS.folder,
      permissions: [PERMISSIONS.storageFoldersReader],
      assignmentCount: 0,
    });
    expect((await callers.admin.request('GET', `${base}/${enc('No Such Role')}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field and the rule (400), writing nothing', async () => {
    const before = await roleCount();
    await expectFieldProblems(
      (body) => create(callers.admin, body),
      [
        [
          { name: ' ', scopeMask: '' },
          [
            ['name', 'pleaseProvideName'],
            ['scopeMask', 'thisFieldIsRequired'],
          ],
        ],
        [
          { name: 'Bad/Name!', scopeMask: '/somewhere' },
          [
            ['name', 'lettersDigitsDashesSpaces'],
            ['scopeMask', 'invalidValue'],
          ],
        ],
        [{ name: 'x'.repeat(101), scopeMask: SCOPE_MASKS.platform }, [['name', 'maxLength']]],
        [
          {
            name: 'Has Unknown',
            scopeMask: SCOPE_MASKS.platform,
            permissions: [PERMISSIONS.pipelinesRead, 'No.Such'],
          },
          [['permissions.1', 'unknownPermission']],
        ],
        [{ name: 'admin', scopeMask: SCOPE_MASKS.platform }, [['name', 'roleNameTaken']]],
      ],
    );
    expect((await create(callers.admin, { scopeMask: SCOPE_MASKS.platform })).statusCode).toBe(400);
    expect(await roleCount()).toBe(before);
  });

  it('creates a custom role with its permissions, audited', async () => {
    const res = await create(callers.admin, {
      name: '  Payroll Auditor ',
      scopeMask: '/ENGAGEMENTS/{engagementId}',
      description: 'Reads payroll runs',
      permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.engagementsReader, PERMISSIONS.pipelinesRead],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      name: 'Payroll Auditor',
      scopeMask: SCOPE_MASKS.engagement,
      description: 'Reads payroll runs',
      builtIn: false,
      permissionCount: 2,
      permissions: [PERMISSIONS.engagementsReader, PERMISSIONS.pipelinesRead],
      assignmentCount: 0,
      abilities: { update: true, delete: true },
    } satisfies RoleDetail);
    const [row] = await auditRows('Role.Create');
    expect(row).toMatchObject({
      scope: PLATFORM_SCOPE,
      status: 201,
      outcome: 'success',
      target: 'role:Payroll Auditor',
    });
    expect(row.detail).toMatchObject({
      role: 'Payroll Auditor',
      permissions: [PERMISSIONS.engagementsReader, PERMISSIONS.pipelinesRead],
    });
  });

  it('never lets a role be given a permission its editor does not hold (403, audited, nothing written)', async () => {
    const before = await roleCount();
    const res = await create(callers.accessAdmin, {
      name: 'Pipeline Starter',
      scopeMask: SCOPE_MASKS.engagement,
      permissions: [PERMISSIONS.pipelinesStart],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain(PERMISSIONS.pipelinesStart);
    expect(await roleCount()).toBe(before);
    const denied = (await auditRows('Role.Create')).filter((r) => r.status === 403);
    expect(denied[0]).toMatchObject({ outcome: 'denied', detail: { missing: [PERMISSIONS.pipelinesStart] } });

    // What it holds it may give; adding one more one by one is refused the same way.
    expect(
      (
        await create(callers.accessAdmin, {
          name: 'Helper',
          scopeMask: SCOPE_MASKS.platform,
          permissions: [PERMISSIONS.authorizationReader],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await callers.accessAdmin.request('PUT', `${base}/Helper/permissions/${PERMISSIONS.usersWriter}`))
        .statusCode,
    ).toBe(403);
    expect(await permissionsOf('Helper')).toEqual([PERMISSIONS.authorizationReader]);
  });

  it('adds and removes one permission on a custom role; unknown ones are 404', async () => {
    const add = await callers.admin.request(
      'PUT',
      `${base}/${enc('Payroll Auditor')}/permissions/${PERMISSIONS.nodeModelGitRead}`,
    );
    expect(add.statusCode).toBe(200);
    expect((add.json() as RoleDetail).permissions).toContain(PERMISSIONS.nodeModelGitRead);
    // Adding twice changes nothing.
    expect(
      (
        await callers.admin.request(
          'PUT',
          `${base}/${enc('Payroll Auditor')}/permissions/${PERMISSIONS.nodeModelGitRead}`,
        )
      ).statusCode,
    ).toBe(200);
    const remove = await callers.admin.request(
      'DELETE',
      `${base}/${enc('Payroll Auditor')}/permissions/${PERMISSIONS.nodeModelGitRead}`,
    );
    expect(remove.statusCode).toBe(200);
    expect(await permissionsOf('Payroll Auditor')).toEqual([
      PERMISSIONS.engagementsReader,
      PERMISSIONS.pipelinesRead,
    ]);
    expect(
      (await callers.admin.request('PUT', `${base}/${enc('Payroll Auditor')}/permissions/No.Such`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callers.admin.request('PUT', `${base}/Nobody/permissions/${PERMISSIONS.pipelinesRead}`))
        .statusCode,
    ).toBe(404);
    const allowed = async (action: string) =>
      (await auditRows(action)).filter((r) => r.status === 200).length;
    expect(await allowed('Role.AddPermission')).toBe(1);
    expect(await allowed('Role.RemovePermission')).toBe(1);
  });

  it('refuses to change, empty or delete a built-in role (409), so the platform cannot be locked out', async () => {
    const admins = `${base}/${ROLE_NAMES.admin}`;
    expect(
      (await callers.admin.request('DELETE', `${admins}/permissions/${PERMISSIONS.authorizationWriter}`))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await callers.admin.request(
          'PUT',
          `${base}/${enc(ROLE_NAMES.consultant)}/permissions/${PERMISSIONS.usersWriter}`,
        )
      ).statusCode,
    ).toBe(409);
    const update = await callers.admin.request('PUT', admins, {
      name: 'Admin',
      scopeMask: SCOPE_MASKS.platform,
      permissions: [],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().detail).toContain('built-in');
    expect((await callers.admin.request('DELETE', admins)).statusCode).toBe(409);
    expect(await permissionsOf(ROLE_NAMES.admin)).toEqual([...ALL_PERMISSION_NAMES].sort());
    expect((await auditRows('Role.Delete')).filter((r) => r.status === 409)).toHaveLength(1);
  });

  it('updates a custom role: rename, description and permissions; the scope mask stays while it is assigned', async () => {
    const res = await callers.admin.request('PUT', `${base}/${enc('Payroll Auditor')}`, {
      name: 'Payroll Reviewer',
      scopeMask: SCOPE_MASKS.engagement,
      description: 'Reviews payroll runs',
      permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.dashboardingPowerBiReader],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Payroll Reviewer',
      description: 'Reviews payroll runs',
      permissions: [PERMISSIONS.dashboardingPowerBiReader, PERMISSIONS.pipelinesRead],
    });
    expect((await callers.admin.request('GET', `${base}/${enc('Payroll Auditor')}`)).statusCode).toBe(404);
    const [row] = (await auditRows('Role.Update')).filter((r) => r.status === 200);
    expect(row.detail).toMatchObject({
      role: 'Payroll Auditor',
      renamedTo: 'Payroll Reviewer',
      added: [PERMISSIONS.dashboardingPowerBiReader],
      removed: [PERMISSIONS.engagementsReader],
    });

    expect(
      (
        await callers.admin.request('PUT', `${base}/${enc('Payroll Reviewer')}`, {
          name: 'Helper',
          scopeMask: SCOPE_MASKS.engagement,
        })
      ).json().errors[0].key,
    ).toBe('roleNameTaken');

    const assigned = await callers.admin.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: (await buildUser(server.database.db)).email,
        principalType: 'User',
        roleName: 'Payroll Reviewer',
        scope: engagementScope(callers.engagementId),
        action: 'Add',
      },
    ]);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const moved = await callers.admin.request('PUT', `${base}/${enc('Payroll Reviewer')}`, {
      name: 'Payroll Reviewer',
      scopeMask: SCOPE_MASKS.tenant,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      expect.objectContaining({ field: 'scopeMask', key: 'scopeMaskInUse' }),
    ]);
    expect(moved.json().detail).toContain('assigned 1 time');
    const [stored] = await server.database.db.select().from(roles).where(eq(roles.name, 'Payroll Reviewer'));
    expect(stored.scopeMask).toBe(SCOPE_MASKS.engagement);
  });

  it('refuses to delete a role still assigned, naming the count; deletes an unused custom role (204)', async () => {
    const inUse = await callers.admin.request('DELETE', `${base}/${enc('Payroll Reviewer')}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toContain('assigned 1 time(s)');

    const gone = await callers.admin.request('DELETE', `${base}/Helper`);
    expect(gone.statusCode).toBe(204);
    expect(await server.database.db.select().from(roles).where(eq(roles.name, 'Helper'))).toEqual([]);
    expect(await permissionsOf('Helper')).toEqual([]);
    expect((await callers.admin.request('DELETE', `${base}/Helper`)).statusCode).toBe(404);
    const [row] = (await auditRows('Role.Delete')).filter((r) => r.status === 200);
    expect(row.detail).toMatchObject({ role: 'Helper', permissions: [PERMISSIONS.authorizationReader] });
  });

  it('keeps custom roles across the start-up catalogue sync, which restores the built-ins', async () => {
    const db = server.database.db;
    // A built-in changed behind the API's back (an old version, a hand edit) is restored.
    await db.delete(rolePermissions).where(
      columnsEqual(rolePermissions, {
        roleName: ROLE_NAMES.admin,
        permissionName: PERMISSIONS.usersWriter,
      }),
    );
    await syncCatalogue(db);
    expect(await permissionsOf(ROLE_NAMES.admin)).toEqual([...ALL_PERMISSION_NAMES].sort());
    expect(await permissionsOf('Payroll Reviewer')).toEqual([
      PERMISSIONS.dashboardingPowerBiReader,
      PERMISSIONS.pipelinesRead,
    ]);
  });
});
