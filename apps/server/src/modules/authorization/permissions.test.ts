// Permissions administration API on a real database: not signed in, wrong scope, no permission, bad
// input (nothing written), the happy paths, built-in permissions refused, the audit.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ALL_PERMISSION_NAMES,
  PERMISSIONS,
  PLATFORM_SCOPE,
  SCOPE_MASKS,
  type Paged,
  type PermissionDefinitionItem,
} from '@cairn/contracts';
import { syncCatalogue } from '../../access/catalogue.js';
import { permissions, rolePermissions } from '../../db/schema/access.js';
import { auditLog } from '../../db/schema/audit.js';
import { countRows } from '../../test/factories.js';
import { useCatalogueCallers } from '../../test/catalogue-callers.js';
import {
  fieldErrors,
  expectFieldProblems,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';

const base = '/api/authorization/permissions';

describe('permissions API', () => {
  const server = useTestServer();
  const callers = useCatalogueCallers(server, {
    reader: { name: 'Catalogue Reader', permissions: [PERMISSIONS.authorizationReader] },
  });

  const count = () => countRows(server.database.db, permissions);
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
    for (const client of [callers.tenantSuperUser, callers.consultant]) {
      expect((await client.request('GET', base)).statusCode).toBe(403);
      expect((await client.request('GET', '/api/authorization/all-permissions')).statusCode).toBe(403);
    }
    const before = await count();
    expect((await callers.reader.request('GET', base)).statusCode).toBe(200);
    expect((await create(callers.reader, { name: 'Reader.Made', category: 'Reader' })).statusCode).toBe(403);
    expect(
      (await create(callers.consultant, { name: 'Consultant.Made', category: 'Consultant' })).statusCode,
    ).toBe(403);
    expect((await callers.reader.request('DELETE', `${base}/${PERMISSIONS.pipelinesRead}`)).statusCode).toBe(
      403,
    );
    expect(await count()).toBe(before);
  });

  it('lists permissions paged, searched and sorted; built-ins cannot be changed', async () => {
    const page = (
      await callers.admin.request('GET', `${base}?search=storage.folders&sort=-name`)
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
      await callers.admin.request('GET', '/api/authorization/all-permissions')
    ).json() as PermissionDefinitionItem[];
    expect(all.map((p) => p.name)).toEqual([...ALL_PERMISSION_NAMES].sort());
    expect((await callers.admin.request('GET', `${base}?sort=description`)).statusCode).toBe(400);
  });

  it('refuses bad input with the field and the rule (400), writing nothing', async () => {
    const before = await count();
    await expectFieldProblems(
      (body) => create(callers.admin, body),
      [
        [
          { name: '', category: '' },
          [
            ['name', 'pleaseProvideName'],
            ['category', 'thisFieldIsRequired'],
          ],
        ],
        [
          { name: 'Has Space', category: 'Bad/Category' },
          [
            ['name', 'lettersDigitsDots'],
            ['category', 'lettersDigitsDashesSpaces'],
          ],
        ],
        [{ name: '.Leading', category: 'Custom' }, [['name', 'dottedName']]],
        [{ name: 'Double..Dot', category: 'Custom' }, [['name', 'dottedName']]],
        [{ name: 'pipelines.read', category: 'Pipelines' }, [['name', 'permissionNameTaken']]],
      ],
    );
    expect((await create(callers.admin, { category: 'Custom' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('creates a custom permission, audited, and the role form can use it', async () => {
    const res = await create(callers.admin, {
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
    const role = await callers.admin.request('POST', '/api/authorization/roles', {
      name: 'Export Reader',
      scopeMask: SCOPE_MASKS.engagement,
      permissions: ['Reporting.Exports.Reader'],
    });
    expect(role.statusCode).toBe(201);
  });

  it('updates category and description; the name is fixed (400) and built-ins are refused (409)', async () => {
    const renamed = await callers.admin.request('PUT', `${base}/Reporting.Exports.Reader`, {
      name: 'Reporting.Exports.Other',
      category: 'Reporting',
    });
    expect(fieldErrors(renamed)).toEqual([
      expect.objectContaining({ field: 'name', key: 'permissionNameFixed' }),
    ]);
    expect(await stored('Reporting.Exports.Other')).toBeUndefined();

    const bad = await callers.admin.request('PUT', `${base}/Reporting.Exports.Reader`, { category: '' });
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'category', key: 'thisFieldIsRequired' }),
    ]);

    const res = await callers.admin.request('PUT', `${base}/Reporting.Exports.Reader`, {
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

    const builtIn = await callers.admin.request('PUT', `${base}/${PERMISSIONS.pipelinesRead}`, {
      category: 'Other',
    });
    expect(builtIn.statusCode).toBe(409);
    expect((await stored(PERMISSIONS.pipelinesRead)).category).toBe('Pipelines');
    expect((await callers.admin.request('PUT', `${base}/No.Such`, { category: 'Other' })).statusCode).toBe(
      404,
    );
  });

  it('keeps custom permissions across the start-up catalogue sync', async () => {
    await syncCatalogue(server.database.db);
    expect(await stored('Reporting.Exports.Reader')).toMatchObject({ category: 'Exports' });
  });

  it('refuses to delete a built-in permission (409); deletes a custom one from every role that had it (204)', async () => {
    const builtIn = await callers.admin.request('DELETE', `${base}/${PERMISSIONS.authorizationWriter}`);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().detail).toContain('built-in');
    expect(await stored(PERMISSIONS.authorizationWriter)).toBeDefined();

    const res = await callers.admin.request('DELETE', `${base}/Reporting.Exports.Reader`);
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
    expect((await callers.admin.request('DELETE', `${base}/Reporting.Exports.Reader`)).statusCode).toBe(404);
  });
});
