// What a caller may do with a tenant (outline's policies), from the caller's permissions at the tenant
// (through /platform too). Writes are off while a deployment runs (section 4: the lock), so the screens
// disable them from `abilities` alone; the services refuse them with 409 all the same.
import { isTenantLocked, PERMISSIONS, type TenantAbilities } from '@cairn/contracts';

export function tenantAbilities(
  held: ReadonlySet<string>,
  tenant: { deploymentStatus: number; isRemovable: boolean },
): TenantAbilities {
  const write = held.has(PERMISSIONS.infraTenantWriter) && !isTenantLocked(tenant);
  return {
    update: write,
    delete: write && tenant.isRemovable,
    compose: write,
    deploy: write,
    // Who holds the tenant's roles is no deployment matter: the lock leaves it alone.
    assignRoles: held.has(PERMISSIONS.authorizationWriter),
  };
}
