// The demo's people for the admin screens: a dozen users across the built-in roles (one deactivated),
// two applications whose printed secrets work, a custom role someone holds, folder grants, and the
// first start's events in the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type AuditEvent, type Paged, type UserListItem } from '@cairn/contracts';
import { requestOk, signIn, TEST_ORIGIN, useTestServer, type SignedInClient } from '../test/test-server.js';
import { DEMO_USERS, seedDemo, type DemoCredentials } from './demo.js';
import { DEMO_CUSTOM_ROLE, DEMO_PEOPLE } from './people-demo.js';

const PASSWORD = 'Demo-password-1';

describe('demo people', () => {
  const server = useTestServer();
  let admin: SignedInClient;
  let credentials: DemoCredentials;
  const ok = <T>(url: string) => requestOk<T>(admin, 'GET', url);

  beforeAll(async () => {
    credentials = await seedDemo(server.database.db, PASSWORD, server.config);
    admin = await signIn(server, DEMO_USERS.admin.email, PASSWORD);
  }, 120_000);

  it('has a dozen users across the built-in roles, one of them deactivated, who sign in with the demo password', async () => {
    const users = await ok<Paged<UserListItem>>('/api/authorization/users?pageSize=100');
    expect(users.meta.totalItems).toBe(12);
    expect(users.results.filter((u) => u.disabled).map((u) => u.email)).toEqual(['former@cairn.local']);
    const held = new Set<string>();
    for (const user of users.results) {
      const groups = await ok<{ roles: { name: string }[] }[]>(
        `/api/authorization/users/${user.email}/role-assignments`,
      );
      for (const group of groups) for (const role of group.roles) held.add(role.name);
    }
    for (const role of Object.values(ROLE_NAMES)) expect(held, role).toContain(role);
    expect(held).toContain(DEMO_CUSTOM_ROLE.name);

    const reviewer = DEMO_PEOPLE.find((p) => p.roles.some(([role]) => role === DEMO_CUSTOM_ROLE.name))!;
    await signIn(server, reviewer.email, PASSWORD);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/authorization/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'former@cairn.local', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('has a custom role and folder grants at the demo import folder', async () => {
    const role = await ok<{ builtIn: boolean; permissions: string[]; assignmentCount: number }>(
      `/api/authorization/roles/${encodeURIComponent(DEMO_CUSTOM_ROLE.name)}`,
    );
    expect(role).toMatchObject({
      builtIn: false,
      permissions: [...DEMO_CUSTOM_ROLE.permissions].sort(),
      assignmentCount: 1,
    });
    const contributor = await ok<{ scope: string; roles: { name: string }[] }[]>(
      '/api/authorization/users/contributor@cairn.local/role-assignments',
    );
    expect(contributor.find((g) => g.scope.includes('/storage/import/'))?.roles.map((r) => r.name)).toEqual([
      ROLE_NAMES.folderContributor,
    ]);
  });

  it('has two applications whose printed secrets sign in', async () => {
    for (const [clientId, secret] of [
      ['6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', credentials.applicationSecret],
      [credentials.reporting.aadObjectId, credentials.reporting.secret],
    ]) {
      const token = await server.app.inject({
        method: 'POST',
        url: '/authorization/token',
        payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
      });
      expect(token.statusCode, clientId).toBe(200);
    }
  });

  it("writes the first start's events to the audit log", async () => {
    const count = async (action: string) =>
      (await ok<Paged<AuditEvent>>(`/api/audit/events?action=${encodeURIComponent(action)}&pageSize=1`)).meta
        .totalItems;
    expect(await count('User.Create')).toBe(12);
    expect(await count('User.Deactivate')).toBe(1);
    expect(await count('Application.Create')).toBe(2);
    expect(await count('ApplicationSecret.Create')).toBe(2);
    expect(await count('Role.Create')).toBe(1);
    expect(await count('RoleAssignment.Add')).toBeGreaterThanOrEqual(15);
    const created = await ok<Paged<AuditEvent>>(
      '/api/audit/events?action=User.Create&actor=admin%40cairn.local&pageSize=100',
    );
    expect(created.results.map((e) => e.target)).toContain('reviewer@cairn.local');
    expect(created.results.every((e) => e.outcome === 'success')).toBe(true);
  });
});
