// What the deployments module needs from others, as ports (modules/building/ports.ts): the tenant's
// lock, composition and cloud configuration (modules/tenants), and a cost-saving exclusion while a
// deployment runs (modules/costs, when wired).
import type { Db, Tx } from '../../db/client.js';
import type { TenantLock } from '../tenants/tenant-lock.js';
import type { listResources, tenantCloudOf } from '../tenants/tenant-resources.port.js';

export interface DeploymentTenants {
  lock: Pick<TenantLock, 'assertUnlocked' | 'setDeploymentStatus'>;
  listResources: typeof listResources;
  cloudOf: typeof tenantCloudOf;
}

/** Keeps cost saving (auto-pause) away from a tenant for a while (section 4: deployments, 1 hour). */
export interface CostSavingExclusions {
  excludeTenant(tx: Db | Tx, tenantId: string, hours: number): Promise<void>;
}

export interface DeploymentPorts {
  tenants: DeploymentTenants;
  costSaving?: CostSavingExclusions;
}
