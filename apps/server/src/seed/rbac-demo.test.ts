// The demo's RBAC tasks: applied for real by the local provider (grants match the roles), one failed.
import { beforeAll, describe, expect, it } from 'vitest';
import { rbacResourceGrants, rbacTasks } from '../db/schema/rbac.js';
import { useTestServer } from '../test/test-server.js';
import { seedDemo } from './demo.js';

describe('demo RBAC tasks', () => {
  const server = useTestServer();
  beforeAll(async () => {
    await seedDemo(server.database.db, 'Demo-password-1', server.config);
  }, 120_000);

  it('has succeeded tasks with their grants and one failed task with its message', async () => {
    const tasks = await server.database.db.select().from(rbacTasks);
    const failed = tasks.filter((t) => t.status === 'Failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].message).toMatch(/Azure refused/);
    const succeeded = tasks.filter((t) => t.status === 'Succeeded');
    expect(succeeded.length).toBeGreaterThan(5);
    const grants = await server.database.db.select().from(rbacResourceGrants);
    expect(grants).toHaveLength(succeeded.length);
    expect(grants.some((g) => g.resourceType === 'Warehouse' && g.access === 'read')).toBe(true);
  });
});
