// The engagement access overview's list: principals holding roles at an engagement and below it,
// aggregated per principal, with what the caller may remove.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, storageScope, type AggregatedAssignment } from '@cairn/contracts';
import { buildApplication, buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import {
  requestOk,
  signIn,
  signInNewUser,
  signInWithRole,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';

describe('engagement access API', () => {
  const server = useTestServer();
  let engagementId: string;
  let manager: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;
  let appObjectId: string;
  const url = (principalType: string) =>
    `/api/authorization/engagements/${engagementId}/assignments?principalType=${principalType}`;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId)).id;
    const otherId = (await buildEngagement(db, tenantId)).id;
    const scope = engagementScope(engagementId);
    manager = await signInNewUser(server, {
      name: 'Mia Manager',
      roles: [{ role: ROLE_NAMES.engagementManager, scope }],
    });
    consultant = await signIn(
      server,
      (await buildUser(db, { name: 'Carl Consultant', roles: [{ role: ROLE_NAMES.consultant, scope }] }))
        .email,
      PASSWORD,
    );
    outsider = await signInWithRole(server, ROLE_NAMES.engagementManager, engagementScope(otherId));
    await buildUser(db, {
      name: 'Sue Super',
      roles: [
        { role: ROLE_NAMES.superConfigurer, scope },
        { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'main', ['reports']) },
      ],
    });
    appObjectId = (await buildApplication(db, { roles: [{ role: ROLE_NAMES.consultant, scope }] }))
      .aadObjectId;
  }, 60_000);

  it('refuses callers who are not signed in', async () => {
    expect((await server.app.inject({ method: 'GET', url: url('User') })).statusCode).toBe(401);
  });

  it('hides another engagement (404) and refuses callers without Authorization.Reader (403)', async () => {
    expect((await outsider.request('GET', url('User'))).statusCode).toBe(404);
    expect((await consultant.request('GET', url('User'))).statusCode).toBe(403);
  });

  it('answers bad input with 400 and the field', async () => {
    const res = await manager.request('GET', url('Robot'));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('principalType');
  });

  it('aggregates the users with their roles at the engagement and its folders, and what the caller may remove', async () => {
    const rows = await requestOk<AggregatedAssignment[]>(manager, 'GET', url('User'));
    expect(rows.map((r) => r.aggregationDisplayName)).toEqual([
      'Carl Consultant',
      'Mia Manager',
      'Sue Super',
    ]);
    expect(rows.every((r) => r.aggregationType === 'User' && r.aggregationId.includes('@'))).toBe(true);
    const sue = rows[2];
    expect(sue.assignments.map((a) => [a.roleName, a.scope, a.abilities.remove])).toEqual([
      // The manager holds folder access through Authorization.Writer but not the Super Configurer's pipelines permissions.
      [ROLE_NAMES.folderReader, storageScope(engagementId, 'main', ['reports']), true],
      [ROLE_NAMES.superConfigurer, engagementScope(engagementId), false],
    ]);
    expect(sue.abilities.remove).toBe(false);
    expect(rows[0].abilities.remove).toBe(true);
  });

  it('lists the applications by aadObjectId', async () => {
    const rows = await requestOk<AggregatedAssignment[]>(manager, 'GET', url('Application'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      aggregationType: 'Application',
      aggregationId: appObjectId,
      abilities: { remove: true },
    });
    expect(rows[0].assignments).toEqual([
      {
        principalId: appObjectId,
        principalType: 'Application',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(engagementId),
        abilities: { remove: true },
      },
    ]);
  });
});
