import { describe, expect, it } from 'vitest';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, storageScope, tenantScope } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, signInNewUser, signInWithRole, useTestServer } from '../../test/test-server.js';

const server = useTestServer();

const idsOf = async (client: Awaited<ReturnType<typeof signIn>>) =>
  ((await client.request('GET', '/api/engagements/mine')).json() as { id: string }[]).map((e) => e.id).sort();

describe('my engagements', () => {
  it('lists those held directly, through a folder, through the tenant, or all for the platform', async () => {
    const db = server.database.db;
    const t1 = await buildTenant(db);
    const t2 = await buildTenant(db);
    const [a, b, c] = [
      await buildEngagement(db, t1.id),
      await buildEngagement(db, t1.id),
      await buildEngagement(db, t2.id),
    ];
    const direct = await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(a.id));
    const viaFolder = await signIn(
      server,
      (await buildUser(db, { roles: [{ role: ROLE_NAMES.folderReader, scope: storageScope(c.id, 'main') }] }))
        .email,
      PASSWORD,
    );
    const viaTenant = await signInWithRole(server, ROLE_NAMES.superUser, tenantScope(t1.id));
    const admin = await signInWithRole(server, ROLE_NAMES.admin, PLATFORM_SCOPE);
    const nobody = await signInNewUser(server);
    expect(await idsOf(direct)).toEqual([a.id]);
    expect(await idsOf(viaFolder)).toEqual([c.id]);
    expect(await idsOf(viaTenant)).toEqual([a.id, b.id].sort());
    expect(await idsOf(admin)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(await idsOf(nobody)).toEqual([]);
  });

  it('returns the engagement with its tenant and features', async () => {
    const db = server.database.db;
    const tenant = await buildTenant(db, 'Contoso');
    const engagement = await buildEngagement(db, tenant.id, {
      name: 'Year end',
      features: ['GAIN', 'Storage', 'NotAFeature'],
    });
    const client = await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(engagement.id));
    const res = await client.request('GET', `/api/engagements/${engagement.id}`);
    expect(res.json()).toEqual({
      id: engagement.id,
      name: 'Year end',
      tenantId: tenant.id,
      tenantName: 'Contoso',
      features: ['GAIN', 'Storage'],
      resourceIds: [],
    });
  });

  it('remembers the current engagement and forgets one the user lost access to', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    const client = await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(engagement.id));
    expect(
      (await client.request('PUT', '/api/engagements/current', { engagementId: engagement.id })).json(),
    ).toEqual({ engagementId: engagement.id });
    expect((await client.request('GET', '/api/profile/me')).json().currentEngagementId).toBe(engagement.id);
    expect(
      (await client.request('PUT', '/api/engagements/current', { engagementId: 'not-a-uuid' })).statusCode,
    ).toBe(404);
    expect((await client.request('PUT', '/api/engagements/current', { engagementId: null })).json()).toEqual({
      engagementId: null,
    });
  });
});
