// Provisioned resources become the engagement's own (issue 12): once the engagement selects a
// SqlDatabase the local deployment provider provisioned, the warehouse opens that file for runs and
// reads; without it (or with an unprovisioned resource) the default file per engagement stays. A
// selected provisioned StorageAccount is offered to the Storage tab with its storage configuration.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, tenantScope } from '@cairn/contracts';
import { deploymentProvisions } from '../../db/schema/deployments.js';
import { tenantResources } from '../../db/schema/tenants.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';

describe('engagement warehouse location', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let tenantId: string;
  let engagementId: string;
  let provisioned: string;
  let unprovisioned: string;
  let provisionedFile: string;
  let storageAccount: string;

  beforeAll(async () => {
    const db = server.database.db;
    tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId, { name: 'Warehouse Engagement' })).id;
    [{ id: provisioned }, { id: unprovisioned }] = await db
      .insert(tenantResources)
      .values([
        { tenantId, name: 'nletpwarehousesd', resourceType: 'SqlDatabase', tag: 'warehouse' },
        { tenantId, name: 'nletpotherdbsd', resourceType: 'SqlDatabase', tag: 'not deployed' },
        { tenantId, name: 'nletpfilessa', resourceType: 'StorageAccount', tag: 'files' },
      ])
      .returning();
    storageAccount = (await db.select().from(tenantResources)).find((r) => r.name === 'nletpfilessa')!.id;
    await db.insert(deploymentProvisions).values({
      tenantId,
      resourceName: 'nletpfilessa',
      resourceType: 'StorageAccount',
      kind: 'StorageRoot',
      location: `storage/tenants/${tenantId}/nletpfilessa`,
      // What the local provider records (providers/local.ts storageRootConfiguration).
      details: JSON.stringify({
        configuration: `{"PathPrefix":"tenants/${tenantId}/nletpfilessa","StorageAccountName":"nletpfilessa"}`,
      }),
    });
    // What the local provider records for a deployed SqlDatabase (providers/local.ts).
    const location = `warehouse/tenants/${tenantId}/nletpwarehousesd.duckdb`;
    await db.insert(deploymentProvisions).values({
      tenantId,
      resourceName: 'nletpwarehousesd',
      resourceType: 'SqlDatabase',
      kind: 'Warehouse',
      location,
    });
    provisionedFile = path.join(server.config.dataDir, location);
    admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
  }, 60_000);

  const select = async (resourceIds: string[]) => {
    const res = await admin.request('PUT', `/api/engagements/${engagementId}/admin`, {
      name: 'Warehouse Engagement',
      features: '["Storage","Pipelines"]',
      resourceIds,
    });
    expect(res.statusCode).toBe(200);
  };

  it('keeps the default file without a provisioned warehouse among the resources', async () => {
    const { warehouse } = server.ctx.services;
    await select([unprovisioned]);
    expect(await warehouse.resolveFile(engagementId)).toBe(warehouse.fileOf(engagementId));
  });

  it("writes a run's tables into the selected provisioned warehouse file and reads them from there", async () => {
    const { warehouse } = server.ctx.services;
    await select([unprovisioned, provisioned]);
    expect(await warehouse.resolveFile(engagementId)).toBe(provisionedFile);
    const sql = await warehouse.connect(engagementId);
    try {
      await sql.run('CREATE TABLE import.payroll AS SELECT range AS id FROM range(3)');
    } finally {
      await sql.close();
    }
    expect(fs.existsSync(provisionedFile)).toBe(true);
    expect(fs.existsSync(warehouse.fileOf(engagementId))).toBe(false);
    const tables = await warehouse.listTables(engagementId);
    expect(tables).toContainEqual(expect.objectContaining({ schema: 'import', name: 'payroll' }));
  }, 60_000);

  it('offers a selected provisioned storage root to the Storage tab', async () => {
    const url = `/api/engagements/${engagementId}/storage-offers`;
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    await select([provisioned]);
    expect((await admin.request('GET', url)).json()).toEqual([]);
    await select([provisioned, storageAccount]);
    expect((await admin.request('GET', url)).json()).toEqual([
      {
        resourceName: 'nletpfilessa',
        resourceType: 'StorageAccount',
        implementation: 'LocalFileSystem',
        configuration: `{"PathPrefix":"tenants/${tenantId}/nletpfilessa","StorageAccountName":"nletpfilessa"}`,
      },
    ]);
  });

  it("never attaches one engagement's warehouse to another, even after the first lets it go (issue 24)", async () => {
    const db = server.database.db;
    await select([provisioned, storageAccount]);
    const second = (await buildEngagement(db, tenantId, { name: 'Second Engagement' })).id;
    // A Super Configurer of the second engagement only, as the probe was.
    const configurer = await signIn(
      server,
      (await buildUser(db, { roles: [{ role: ROLE_NAMES.superConfigurer, scope: engagementScope(second) }] }))
        .email,
      PASSWORD,
    );
    const save = (resourceIds: string[]) =>
      configurer.request('PUT', `/api/engagements/${second}/admin`, {
        name: 'Second Engagement',
        features: '["Storage","Pipelines"]',
        resourceIds,
      });
    const refused = await save([storageAccount, provisioned]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'resourceIds.1', message: expect.any(String), key: 'resourceOfAnotherEngagement' },
    ]);
    // The Resources tab marks it, and only it.
    const rows = (await configurer.request('GET', `/api/engagements/${second}/tenant-resources`)).json() as {
      id: string;
      ofAnotherEngagement: boolean;
    }[];
    expect(rows.filter((r) => r.ofAnotherEngagement).map((r) => r.id)).toEqual([provisioned]);
    // A storage account is shared: each engagement's objects live under its own id.
    expect((await save([storageAccount])).statusCode).toBe(200);

    // The first engagement lets go; its data stays in the file, so the warehouse stays its own.
    await select([storageAccount]);
    const again = await save([provisioned]);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].key).toBe('resourceOfAnotherEngagement');
    const { warehouse } = server.ctx.services;
    expect(await warehouse.resolveFile(second)).toBe(warehouse.fileOf(second));

    // A resource of another tenant is no resource here.
    const otherTenant = (await buildTenant(db)).id;
    const [foreign] = await db
      .insert(tenantResources)
      .values({ tenantId: otherTenant, name: 'nletpforeignsd', resourceType: 'SqlDatabase', tag: 'x' })
      .returning();
    expect((await save([foreign.id])).json().errors[0]).toMatchObject({
      field: 'resourceIds.0',
      key: 'invalidValue',
    });
  });

  it("refuses a storage configuration pointing at another tenant's storage root, saving nothing (issue 24)", async () => {
    const db = server.database.db;
    await select([storageAccount]);
    const otherTenant = (await buildTenant(db)).id;
    const theirs = (await buildEngagement(db, otherTenant, { name: 'Tenant B Engagement' })).id;
    const superUser = await signIn(
      server,
      (await buildUser(db, { roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(otherTenant) }] }))
        .email,
      PASSWORD,
    );
    const url = `/api/storage/engagements/${theirs}/configurations`;
    const before = (await superUser.request('GET', url)).json() as { storagePurpose: string }[];
    // Tenant A's root, as A's engagement is offered it.
    const aRoot = JSON.stringify({
      PathPrefix: `tenants/${tenantId}/nletpfilessa`,
      StorageAccountName: 'nletpfilessa',
    });
    const res = await superUser.request(
      'PUT',
      url,
      before.map((c) => (c.storagePurpose === 'import' ? { ...c, configuration: aRoot } : c)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: '1.configuration', message: expect.any(String), key: 'storageNotOffered' },
    ]);
    expect((await superUser.request('GET', url)).json()).toEqual(before);
    // Engagement A, offered that root, may use it.
    const own = `/api/storage/engagements/${engagementId}/configurations`;
    const mine = (await admin.request('GET', own)).json() as { storagePurpose: string }[];
    const saved = await admin.request(
      'PUT',
      own,
      mine.map((c) => (c.storagePurpose === 'import' ? { ...c, configuration: aRoot } : c)),
    );
    expect(saved.statusCode).toBe(200);
  });
});
