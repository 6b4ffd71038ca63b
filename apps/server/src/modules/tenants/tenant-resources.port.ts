// A tenant's composed resources as other modules read them (deployments build their tasks from them,
// costs name them), so those modules need not read the tenant_resources table. Reads that run inside
// a caller's transaction take it as `tx`.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { tenantResources } from '../../db/schema/tenants.js';
import { tenants } from '../../db/schema/tenancy.js';

export interface TenantResourceRow {
  id: string;
  name: string;
  resourceType: string;
  tag: string;
  /** JSON text. */
  configuration: string;
}

export async function listResources(tx: Db | Tx, tenantId: string): Promise<TenantResourceRow[]> {
  return tx
    .select({
      id: tenantResources.id,
      name: tenantResources.name,
      resourceType: tenantResources.resourceType,
      tag: tenantResources.tag,
      configuration: tenantResources.configuration,
    })
    .from(tenantResources)
    .where(eq(tenantResources.tenantId, tenantId))
    .orderBy(asc(tenantResources.name), asc(tenantResources.id));
}

/**
 * The tenant's name and cloud configuration keys as deployments read them (ARM templates and the
 * portal link need SubscriptionId and ResourceGroupName); undefined when the tenant does not exist.
 * Added by the deployments engineer (issue 11): reads the tenants row without the tenancy table leaving its owner.
 */
export async function tenantCloudOf(
  tx: Db | Tx,
  tenantId: string,
): Promise<
  | {
      name: string;
      cloudProvider: number;
      deploymentStatus: number;
      subscriptionId: string;
      resourceGroupName: string;
    }
  | undefined
> {
  const [row] = await tx
    .select({
      name: tenants.name,
      cloudProvider: tenants.cloudProvider,
      deploymentStatus: tenants.deploymentStatus,
      cloud: tenants.cloudConfiguration,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) return undefined;
  let cloud: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.cloud);
    if (parsed && typeof parsed === 'object') cloud = parsed as Record<string, unknown>;
  } catch {
    // A malformed configuration has no subscription: the ARM tasks say so.
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    name: row.name,
    cloudProvider: row.cloudProvider,
    deploymentStatus: row.deploymentStatus,
    subscriptionId: text(cloud.SubscriptionId),
    resourceGroupName: text(cloud.ResourceGroupName),
  };
}
