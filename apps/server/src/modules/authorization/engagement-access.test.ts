// The engagement access overview's list: principals holding roles at an engagement and below it,
// aggregated per principal, with what the caller may remove.
import { describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, storageScope, type AggregatedAssignment } from '@cairn/contracts';
import { buildApplication, buildSiblingEngagements, buildUser } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { requestOk, signInNewUser, signInWithRole, useTestServer } from '../../test/test-server.js';

describe('engagement access API', () => {
  const server = useTestServer();
  const given = useFixture(
    async () => {
      const db = server.database.db;
      const {
        engagementIds: [engagementId, otherId],
      } = await buildSiblingEngagements(db, 2);
      const scope = engagementScope(engagementId);
      const manager = await signInNewUser(server, {
        name: 'Mia Manager',
        roles: [{ role: ROLE_NAMES.engagementManager, scope }],
      });
      const consultant = await signInNewUser(server, {
        name: 'Carl Consultant',
        roles: [{ role: ROLE_NAMES.consultant, scope }],
      });
      const outsider = await signInWithRole(server, ROLE_NAMES.engagementManager, engagementScope(otherId));
      await buildUser(db, {
        name: 'Sue Super',
        roles: [
          { role: ROLE_NAMES.superConfigurer, scope },
          { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'main', ['reports']) },
        ],
      });
      const { aadObjectId: appObjectId } = await buildApplication(db, {
        roles: [{ role: ROLE_NAMES.consultant, scope }],
      });
      return { engagementId, manager, consultant, outsider, appObjectId };
    },
    undefined,
    60_000,
  );
  const url = (principalType: string) =>
    `/api/authorization/engagements/${given.engagementId}/assignments?principalType=${principalType}`;

  it('refuses callers who are not signed in', async () => {
    expect((await server.app.inject({ method: 'GET', url: url('User') })).statusCode).toBe(401);
  });

  it('hides another engagement (404) and refuses callers without Authorization.Reader (403)', async () => {
    expect((await given.outsider.request('GET', url('User'))).statusCode).toBe(404);
    expect((await given.consultant.request('GET', url('User'))).statusCode).toBe(403);
  });

  it('answers bad input with 400 and the field', async () => {
    const res = await given.manager.request('GET', url('Robot'));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('principalType');
  });

  it('aggregates the users with their roles at the engagement and its folders, and what the caller may remove', async () => {
    const rows = await requestOk<AggregatedAssignment[]>(given.manager, 'GET', url('User'));
    expect(rows.map((r) => r.aggregationDisplayName)).toEqual([
      'Carl Consultant',
      'Mia Manager',
      'Sue Super',
    ]);
    expect(rows.every((r) => r.aggregationType === 'User' && r.aggregationId.includes('@'))).toBe(true);
    const sue = rows[2];
    expect(sue.assignments.map((a) => [a.roleName, a.scope, a.abilities.remove])).toEqual([
      // The manager holds folder access through Authorization.Writer but not the Super Configurer's pipelines permissions.
      [ROLE_NAMES.folderReader, storageScope(given.engagementId, 'main', ['reports']), true],
      [ROLE_NAMES.superConfigurer, engagementScope(given.engagementId), false],
    ]);
    expect(sue.abilities.remove).toBe(false);
    expect(rows[0].abilities.remove).toBe(true);
  });

  it('lists the applications by aadObjectId', async () => {
    const rows = await requestOk<AggregatedAssignment[]>(given.manager, 'GET', url('Application'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      aggregationType: 'Application',
      aggregationId: given.appObjectId,
      abilities: { remove: true },
    });
    expect(rows[0].assignments).toEqual([
      {
        principalId: given.appObjectId,
        principalType: 'Application',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(given.engagementId),
        abilities: { remove: true },
      },
    ]);
  });
});
