// Where a tenant's cloud resources live (subscription and resource group) belongs to that tenant
// alone (issue 24): a place another tenant has is refused, and moving a tenant that was deployed
// needs platform rights (its deployed resources stay where they are; a tenant administrator could
// otherwise point the platform identity at resources that are not the tenant's).
import { ne } from 'drizzle-orm';
import { PERMISSIONS, PLATFORM_SCOPE } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/tenancy.js';
import { badRequest, forbidden } from '../../http/problem.js';
import { hasDeployments } from '../deployments/tenant-deployed.port.js';

export interface CloudPlace {
  subscriptionId: string;
  resourceGroupName: string;
}

export function placeOf(cloudConfiguration: string): CloudPlace {
  try {
    const parsed = JSON.parse(cloudConfiguration) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    return { subscriptionId: text(parsed.SubscriptionId), resourceGroupName: text(parsed.ResourceGroupName) };
  } catch {
    return { subscriptionId: '', resourceGroupName: '' };
  }
}

const same = (a: CloudPlace, b: CloudPlace) =>
  a.subscriptionId.toLowerCase() === b.subscriptionId.toLowerCase() &&
  a.resourceGroupName.toLowerCase() === b.resourceGroupName.toLowerCase();

/** Whether the caller may move a deployed tenant: the tenant writer held at the platform. */
export async function isPlatformTenantWriter(access: AccessService, caller: Principal) {
  const platform = await access.heldAt(caller, PLATFORM_SCOPE);
  return platform.has(PERMISSIONS.infraTenantWriter);
}

/** Inside the update's transaction: refuses another tenant's place, or a move of a deployed tenant without platform rights. */
export async function checkCloudPlace(
  tx: Tx,
  /** Whether the caller holds the tenant writer at the platform (read before the transaction). */
  platformWriter: boolean,
  tenantId: string,
  before: CloudPlace,
  after: CloudPlace,
) {
  if (same(before, after)) return;
  if (after.subscriptionId && after.resourceGroupName) {
    const others = await tx
      .select({ cloud: tenants.cloudConfiguration })
      .from(tenants)
      .where(ne(tenants.id, tenantId));
    if (others.some((o) => same(placeOf(o.cloud), after))) {
      const message = 'Another tenant\u2019s resource group';
      throw badRequest(`resourceGroupName: ${message}`, [
        { field: 'resourceGroupName', message, key: 'resourceGroupOfAnotherTenant' },
      ]);
    }
  }
  if (!(await hasDeployments(tx, tenantId))) return;
  if (!platformWriter)
    throw forbidden(
      'This tenant was deployed: only a platform administrator may move it to another subscription or resource group.',
    );
}
