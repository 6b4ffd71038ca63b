// Tenant resources on a real database: Save applies the Compose tab's edits as section 4 says (create
// those without id, update those kept, delete those gone) in one transaction; bad cards are 400s per
// index with nothing written; another tenant's resources stay out of reach.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLATFORM_SCOPE, ROLE_NAMES, tenantScope, type TenantResource } from '@cairn/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { tenantResources } from '../../db/schema/tenants.js';
import { buildTenant } from '../../test/factories.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { decodeConfiguration } from './tenant-resources.service.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const card = (name: string, resourceType: string, configuration: unknown = {}, id?: string) => ({
  ...(id && { id }),
  name,
  resourceType,
  tag: `${resourceType} of the test`,
  configurationBase64: b64(configuration),
});

describe('tenant resources API', () => {
  const server = useTestServer();
  let tenantA: string;
  let tenantB: string;
  let superA: SignedInClient;
  let admin: SignedInClient;
  let urlA: string;

  beforeAll(async () => {
    const db = server.database.db;
    tenantA = (await buildTenant(db)).id;
    tenantB = (await buildTenant(db)).id;
    superA = await signInWithRole(server, ROLE_NAMES.superUser, tenantScope(tenantA));
    admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    urlA = `/api/tenants/${tenantA}/resources`;
  }, 60_000);

  const save = async (client: SignedInClient, url: string, resources: unknown[]) =>
    client.request('PUT', url, { resources });
  const stored = () =>
    server.database.db.select().from(tenantResources).where(eq(tenantResources.tenantId, tenantA));

  it('decodes base64 configurations strictly', () => {
    expect(decodeConfiguration(b64({ a: 1 }))).toBe('{"a":1}');
    expect(decodeConfiguration('not base64!')).toBeNull();
    expect(decodeConfiguration(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
  });

  it('creates, then updates kept, deletes missing and creates new ones in one save', async () => {
    const first = await save(superA, urlA, [
      card('nletpdteststorage', 'StorageAccount', { createContainers: true }),
      card('nletpdtestlake', 'DataLakeStorage'),
      card('nletpdtestsql', 'SqlDatabase', { seedEntries: true }),
    ]);
    expect(first.statusCode).toBe(200);
    const created = first.json() as TenantResource[];
    expect(created.map((r) => r.name)).toEqual(['nletpdtestlake', 'nletpdtestsql', 'nletpdteststorage']);
    const byName = (name: string) => created.find((r) => r.name === name)!;
    expect(JSON.parse(byName('nletpdteststorage').configuration)).toEqual({ createContainers: true });

    const second = await save(superA, urlA, [
      // kept and changed (configuration, and unknown keys are kept as sent)
      card(
        'nletpdteststorage',
        'StorageAccount',
        { createContainers: false, custom: 'x' },
        byName('nletpdteststorage').id,
      ),
      // kept unchanged
      card('nletpdtestsql', 'SqlDatabase', { seedEntries: true }, byName('nletpdtestsql').id),
      // new; the data lake is gone
      card('nletpdtestvault', 'KeyVault', { managedIdentityNames: [] }),
    ]);
    expect(second.statusCode).toBe(200);
    const after = second.json() as TenantResource[];
    expect(after.map((r) => r.name)).toEqual(['nletpdtestsql', 'nletpdteststorage', 'nletpdtestvault']);
    expect(after.find((r) => r.name === 'nletpdteststorage')!.id).toBe(byName('nletpdteststorage').id);
    expect(JSON.parse(after.find((r) => r.name === 'nletpdteststorage')!.configuration)).toEqual({
      createContainers: false,
      custom: 'x',
    });
    expect((await stored()).map((r) => r.name).sort()).toEqual([
      'nletpdtestsql',
      'nletpdteststorage',
      'nletpdtestvault',
    ]);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'TenantResources.Save'));
    expect(audit.scope).toBe(tenantScope(tenantA));

    // Two names swapped in one save: the unique index never sees them clash.
    const sql = after.find((r) => r.name === 'nletpdtestsql')!;
    const vault = after.find((r) => r.name === 'nletpdtestvault')!;
    const storage = after.find((r) => r.name === 'nletpdteststorage')!;
    const swapped = await save(superA, urlA, [
      card('nletpdtestvault', 'SqlDatabase', {}, sql.id),
      card('nletpdtestsql', 'KeyVault', {}, vault.id),
      card(storage.name, storage.resourceType, {}, storage.id),
    ]);
    expect(swapped.statusCode).toBe(200);
    expect((swapped.json() as TenantResource[]).find((r) => r.id === sql.id)!.name).toBe('nletpdtestvault');
  });

  it('answers 400 per index for bad cards and writes nothing', async () => {
    const before = await stored();
    const res = await save(superA, urlA, [
      card('badname', 'StorageAccount'),
      card('nletpdok12345', 'NoSuchType'),
      { ...card('nletpddup12345', 'KeyVault'), tag: 'x'.repeat(101) },
      card('nletpdDUP12345', 'KeyVault'),
      {
        ...card('nletpdjson1234', 'KeyVault'),
        configurationBase64: Buffer.from('{ nope').toString('base64'),
      },
      { ...card('nletpdb64x1234', 'KeyVault'), configurationBase64: '***' },
      { ...card('nletpdtag12345', 'KeyVault'), tag: '  ' },
      card('nletpd-dash-123', 'KeyVault'),
    ]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors.map((e: { field: string; key: string }) => `${e.field}:${e.key}`);
    expect(errors).toEqual([
      'resources.0.name:startsWith',
      'resources.1.resourceType:invalidValue',
      'resources.2.tag:tagMaxLengthExceeded',
      'resources.3.name:resourceNameTaken',
      'resources.4.configuration:invalidJson',
      'resources.5.configuration:invalidJson',
      'resources.6.tag:fieldCannotBeEmpty',
      'resources.7.name:lettersDigitsOnly',
    ]);
    expect(res.json().errors[2].message).toBe('Tag max length exceeded');
    expect(await stored()).toEqual(before);
  });

  it("refuses a new resource whose name does not include the environment (the test server's Development)", async () => {
    const before = await stored();
    const res = await save(superA, urlA, [card('nletpprodvault', 'KeyVault')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'resources.0.name',
        key: 'mustIncludeEnvironment',
        message: 'Must include the environment: start with nletpd',
      }),
    ]);
    expect(await stored()).toEqual(before);
  });

  it('keeps private endpoints (IP and FQDN) and refuses a bad one with its field', async () => {
    const endpoints = [
      { ip: '10.1.0.4', fqdn: 'nletpdvault.privatelink.vaultcore.azure.net' },
      { ip: 'fd00::4', fqdn: 'vault.example.com' },
    ];
    const before = await stored();
    const bad = await save(superA, urlA, [
      ...before.map((r) => ({
        ...card(r.name, r.resourceType, JSON.parse(r.configuration), r.id),
        tag: r.tag,
      })),
      card('nletpdvaultpe', 'KeyVault', {
        privateEndpoints: [...endpoints, { ip: '10.1.0', fqdn: 'vault' }],
      }),
    ]);
    expect(bad.statusCode).toBe(400);
    const at = `resources.${before.length}.configuration.privateEndpoints.2`;
    expect(bad.json().errors).toEqual([
      expect.objectContaining({
        field: `${at}.ip`,
        key: 'ipAddress',
        message: 'Please provide an IPv4 or IPv6 address',
      }),
      expect.objectContaining({ field: `${at}.fqdn`, key: 'hostName' }),
    ]);
    expect(await stored()).toEqual(before);

    const ok = await save(superA, urlA, [
      ...before.map((r) => ({
        ...card(r.name, r.resourceType, JSON.parse(r.configuration), r.id),
        tag: r.tag,
      })),
      card('nletpdvaultpe', 'KeyVault', { privateEndpoints: endpoints }),
    ]);
    expect(ok.statusCode).toBe(200);
    const saved = (ok.json() as TenantResource[]).find((r) => r.name === 'nletpdvaultpe')!;
    expect(JSON.parse(saved.configuration)).toEqual({ privateEndpoints: endpoints });
  });

  it('refuses ids of another tenant (400) and keeps both tenants as they were', async () => {
    const other = await save(admin, `/api/tenants/${tenantB}/resources`, [
      card('nletpdotherone', 'GitRepository'),
    ]);
    const [otherResource] = other.json() as TenantResource[];
    const before = await stored();
    const res = await save(superA, urlA, [card('nletpdstolen123', 'GitRepository', {}, otherResource.id)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'resources.0.id', key: 'invalidValue' }),
    ]);
    expect(await stored()).toEqual(before);
    expect(
      ((await admin.request('GET', `/api/tenants/${tenantB}/resources`)).json() as TenantResource[])[0].name,
    ).toBe('nletpdotherone');
    expect((await superA.request('GET', `/api/tenants/${tenantB}/resources`)).statusCode).toBe(404);
  });

  it('refuses a save while the tenant is locked (409) and empties the list when all are removed', async () => {
    const lock = server.ctx.services.tenantLock;
    await lock.setDeploymentStatus(server.database.db, tenantA, 1);
    const locked = await save(superA, urlA, []);
    await lock.setDeploymentStatus(server.database.db, tenantA, 0);
    expect(locked.statusCode).toBe(409);
    expect((await stored()).length).toBeGreaterThan(0);
    const emptied = await save(superA, urlA, []);
    expect(emptied.json()).toEqual([]);
  });
});
