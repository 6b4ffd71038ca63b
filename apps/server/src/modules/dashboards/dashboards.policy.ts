// What a caller may do with an engagement's dashboards (outline's policies), from their permissions
// at the engagement: readers open them (workspace.md canReadEngagementPowerBiDashboards), writers
// upload and delete (canWriteEngagementPowerBiDashboards).
import { PERMISSIONS, type DashboardAbilities } from '@cairn/contracts';

export function dashboardAbilities(permissions: ReadonlySet<string>): DashboardAbilities {
  return {
    open: permissions.has(PERMISSIONS.dashboardingPowerBiReader),
    delete: permissions.has(PERMISSIONS.dashboardingPowerBiWriter),
  };
}

export function mayUploadDashboards(permissions: ReadonlySet<string>): boolean {
  return permissions.has(PERMISSIONS.dashboardingPowerBiWriter);
}
