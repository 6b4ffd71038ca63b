import { describe, expect, it } from 'vitest';
import {
  engagementScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  storageScope,
  tenantScope,
} from '@cairn/contracts';
import { eq } from 'drizzle-orm';
import { roleAssignments } from '../db/schema/access.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { signIn, useTestServer } from '../test/test-server.js';

const server = useTestServer();

const allowedAt = async (client: Awaited<ReturnType<typeof signIn>>, scope: string) => {
  const res = await client.request('POST', '/api/authorization/permissions/query', { scope });
  expect(res.statusCode).toBe(200);
  return new Set(
    (res.json().permissions as { name: string; allowed: boolean }[])
      .filter((p) => p.allowed)
      .map((p) => p.name),
  );
};

describe('permission inheritance', () => {
  it('holds a permission at every scope below the one it was granted at', async () => {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    const engagement = await buildEngagement(db, tenant.id);
    const superUser = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenant.id) }],
    });
    const client = await signIn(server, superUser.email, PASSWORD);
    expect(await allowedAt(client, tenantScope(tenant.id))).toContain(PERMISSIONS.infraTenantReader);
    expect(await allowedAt(client, engagementScope(engagement.id))).toContain(PERMISSIONS.nodeModelGitWrite);
    expect(await allowedAt(client, storageScope(engagement.id, 'main', ['a', 'b']))).toContain(
      PERMISSIONS.storageFoldersWriter,
    );
    // ...but not above it.
    expect(await allowedAt(client, PLATFORM_SCOPE)).not.toContain(PERMISSIONS.infraTenantReader);
  });

  it('a folder role holds in the folder and below, not beside it or above it', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    const folder = storageScope(engagement.id, 'main', ['payroll']);
    const user = await buildUser(db, {
      roles: [
        { role: ROLE_NAMES.consultant, scope: engagementScope(engagement.id) },
        { role: ROLE_NAMES.folderContributor, scope: folder },
      ],
    });
    const client = await signIn(server, user.email, PASSWORD);
    expect(await allowedAt(client, storageScope(engagement.id, 'main', ['payroll', '2026']))).toContain(
      PERMISSIONS.storageFoldersWriter,
    );
    expect(await allowedAt(client, storageScope(engagement.id, 'main', ['payroll-old']))).not.toContain(
      PERMISSIONS.storageFoldersReader,
    );
    expect(await allowedAt(client, engagementScope(engagement.id))).not.toContain(
      PERMISSIONS.storageFoldersReader,
    );
    expect(await allowedAt(client, engagementScope(engagement.id))).toContain(PERMISSIONS.nodeModelGitRead);
  });

  it('a platform admin holds everything everywhere', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    const admin = await buildUser(db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] });
    const client = await signIn(server, admin.email, PASSWORD);
    const res = await client.request('POST', '/api/authorization/permissions/query', {
      scope: engagementScope(engagement.id),
    });
    expect(res.json().permissions.every((p: { allowed: boolean }) => p.allowed)).toBe(true);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's engagement, never the object", async () => {
    const db = server.database.db;
    const a = await buildEngagement(db, (await buildTenant(db)).id);
    const b = await buildEngagement(db, (await buildTenant(db)).id, {
      name: 'Secret engagement of tenant B',
    });
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(a.id) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    expect((await client.request('GET', `/api/engagements/${a.id}`)).statusCode).toBe(200);
    for (const res of [
      await client.request('GET', `/api/engagements/${b.id}`),
      await client.request('POST', '/api/authorization/permissions/query', { scope: engagementScope(b.id) }),
      await client.request('POST', '/api/authorization/permissions/query', {
        scope: tenantScope(b.tenantId),
      }),
      await client.request('PUT', '/api/engagements/current', { engagementId: b.id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret engagement');
    }
    const mine = await client.request('GET', '/api/engagements/mine');
    expect(mine.json().map((e: { id: string }) => e.id)).toEqual([a.id]);
  });

  it('answers 403 when the engagement is visible but the permission is missing', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    // Folder access only: the engagement is visible, Engagements.Reader is not held.
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.folderReader, scope: storageScope(engagement.id, 'main', ['x']) }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    expect((await client.request('GET', `/api/engagements/${engagement.id}`)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed scope and 404 for an unknown engagement', async () => {
    const user = await buildUser(server.database.db, {
      roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }],
    });
    const client = await signIn(server, user.email, PASSWORD);
    const bad = await client.request('POST', '/api/authorization/permissions/query', {
      scope: '/engagements/../platform',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('scope');
    const unknown = await client.request('GET', '/api/engagements/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('permissions held, remembered', () => {
  it("are read once for the route's check and the service's abilities, and afresh once a grant changes", async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagement.id) }],
    });
    const access = server.ctx.services.access;
    const principal = { type: 'User', id: user.id, email: user.email, sessionKind: 'browser' } as const;
    const scope = engagementScope(engagement.id);
    await access.authorize(principal, PERMISSIONS.pipelinesRead, scope);
    // Taken away behind Cairn's back (no forgetPermissions): the remembered grant still answers...
    await db.delete(roleAssignments).where(eq(roleAssignments.principalId, user.id));
    expect(await access.heldAt(principal, scope)).toContain(PERMISSIONS.pipelinesRead);
    // ...until a change through Cairn forgets it, as every write to assignments and roles does.
    access.forgetPermissions();
    expect(await access.heldAt(principal, scope)).not.toContain(PERMISSIONS.pipelinesRead);
  });
});
