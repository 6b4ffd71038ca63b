import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { auditLog } from '../../db/schema/index.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { signIn, testServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

describe('audit log', () => {
  it('records who changed what, when and at which scope; not reads, not refused calls', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    const user = await buildUser(db, { roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagement.id) }] });
    const client = await signIn(server, user.email, PASSWORD);
    await client.request('GET', '/api/profile/me');
    await client.request('POST', '/api/authorization/permissions/query', { scope: '/platform' });
    await client.request('PUT', '/api/profile/me', { language: 'xx', displayName: 'No', templateName: 'Default' });
    await client.request('PUT', '/api/engagements/current', { engagementId: engagement.id });
    const rows = await db.select().from(auditLog).where(eq(auditLog.principalId, user.id)).orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['PUT /api/engagements/current', 'POST /authorization/login']);
    expect(rows[0]).toMatchObject({ principalType: 'User', scope: engagementScope(engagement.id), status: 200 });
    expect(rows[0].at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
