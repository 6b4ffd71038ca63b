// What a caller may do on a tenant's Deployments tab (outline's policies), from the caller's
// permissions at the tenant and whether a deployment runs there now.
import { isTenantLocked, PERMISSIONS, type DeploymentAbilities } from '@cairn/contracts';

export function deploymentAbilities(
  permissions: ReadonlySet<string>,
  tenant: { deploymentStatus: number },
): DeploymentAbilities {
  return {
    deploy: permissions.has(PERMISSIONS.infraTenantWriter) && !isTenantLocked(tenant),
    exportArmTemplates: permissions.has(PERMISSIONS.infraTenantReader),
  };
}
