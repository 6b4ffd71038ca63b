// A tenant's subscription and resource group are its own (issue 24), through PUT /api/tenants/:id as
// the tenant's Super User: another tenant's place is refused, and a deployed tenant moves only with
// platform rights. Nothing is written when refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLATFORM_SCOPE, ROLE_NAMES, tenantScope } from '@cairn/contracts';
import { deployments } from '../../db/schema/deployments.js';
import { tenants } from '../../db/schema/tenancy.js';
import { buildTenant } from '../../test/factories.js';
import { signInWithRole, useTestServer, type SignedInClient } from '../../test/test-server.js';

const SUBSCRIPTION = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe("a tenant's cloud place", () => {
  const server = useTestServer();
  let tenantA: string;
  let tenantB: string;
  let superB: SignedInClient;
  let admin: SignedInClient;

  beforeAll(async () => {
    const db = server.database.db;
    tenantA = (await buildTenant(db, 'Alpha Tenant')).id;
    tenantB = (await buildTenant(db, 'Bravo Tenant')).id;
    const place = JSON.stringify({ SubscriptionId: SUBSCRIPTION, ResourceGroupName: 'NL-ETP-D-alpha' });
    await db.update(tenants).set({ cloudConfiguration: place }).where(eq(tenants.id, tenantA));
    const user = (role: string, scope: string) => signInWithRole(server, role, scope);
    superB = await user(ROLE_NAMES.superUser, tenantScope(tenantB));
    admin = await user(ROLE_NAMES.admin, PLATFORM_SCOPE);
  }, 60_000);

  const move = (client: SignedInClient, resourceGroupName: string) =>
    client.request('PUT', `/api/tenants/${tenantB}`, {
      name: 'Bravo Tenant',
      cloudConfiguration: '{}',
      subscriptionId: SUBSCRIPTION,
      resourceGroupName,
    });
  const placeOfB = async () =>
    (await server.database.db.select().from(tenants).where(eq(tenants.id, tenantB)))[0].cloudConfiguration;

  it("refuses another tenant's resource group, in any case, writing nothing", async () => {
    const before = await placeOfB();
    const res = await move(superB, 'NL-ETP-D-ALPHA');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'resourceGroupName', message: expect.any(String), key: 'resourceGroupOfAnotherTenant' },
    ]);
    expect(await placeOfB()).toBe(before);
    expect((await move(superB, 'NL-ETP-D-bravo')).statusCode).toBe(200);
  });

  it('moves a deployed tenant only with platform rights', async () => {
    await server.database.db
      .insert(deployments)
      .values({ tenantId: tenantB, name: 'first', provider: 'local' });
    const refused = await move(superB, 'NL-ETP-D-bravo-2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/only a platform administrator may move it/);
    // Its name still changes where it is.
    expect((await move(superB, 'NL-ETP-D-bravo')).statusCode).toBe(200);
    expect((await move(admin, 'NL-ETP-D-bravo-2')).statusCode).toBe(200);
  });
});
