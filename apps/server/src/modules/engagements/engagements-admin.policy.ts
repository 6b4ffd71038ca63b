// What a caller may do with an engagement on its admin screens (outline's policies), from the caller's
// permissions at the engagement (through its tenant and /platform too). The web gates the General and
// Resources saves, the role-assignment buttons and Sync RBAC from these alone.
import { PERMISSIONS, type CloudProvider, type EngagementAbilities } from '@cairn/contracts';

export function engagementAbilities(
  held: ReadonlySet<string>,
  cloudProvider: CloudProvider,
): EngagementAbilities {
  return {
    update: held.has(PERMISSIONS.engagementsWriter),
    assignRoles: held.has(PERMISSIONS.authorizationWriter),
    // RBAC sync is skipped on AWS (admin-console.md section 4, "RBAC").
    syncRbac: held.has(PERMISSIONS.rbacApply) && cloudProvider !== 'aws',
  };
}
