// The tenant lock (admin-console.md section 4): while a deployment runs (deploymentStatus 1) every write
// to the tenant, its resources, deploy and import is refused with 409. The deployments module takes
// and releases the lock through this port, in its own transactions, without reading the tenants table.
import { eq } from 'drizzle-orm';
import { isTenantLocked, TENANT_LOCKED_MESSAGE } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/tenancy.js';
import { conflict, notFound } from '../../http/problem.js';

export const tenantLocked = () => conflict(TENANT_LOCKED_MESSAGE, 'tenantLocked');

export class TenantLock {
  /**
   * Throws 409 while the tenant is locked, 404 when it does not exist. The row stays locked (FOR
   * UPDATE) until `tx` ends, so a deployment cannot start between this check and the caller's write.
   */
  async assertUnlocked(tx: Db | Tx, tenantId: string): Promise<void> {
    const [row] = await tx
      .select({ deploymentStatus: tenants.deploymentStatus })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    if (!row) throw notFound();
    if (isTenantLocked(row)) throw tenantLocked();
  }

  /** Sets the tenant's deploymentStatus (1 locks it; anything else unlocks it). */
  async setDeploymentStatus(tx: Db | Tx, tenantId: string, status: number): Promise<void> {
    await tx.update(tenants).set({ deploymentStatus: status }).where(eq(tenants.id, tenantId));
  }
}
