// What a caller may do with an engagement's capacity (outline's policies): writers of dashboards
// turn it off and on (workspace.md section 6: canWriteEngagementPowerBiDashboards), readers see it.
import { PERMISSIONS } from '@cairn/contracts';

export interface CapacityAbilities {
  suspend: boolean;
  resume: boolean;
}

export function capacityAbilities(permissions: ReadonlySet<string>): CapacityAbilities {
  const write = permissions.has(PERMISSIONS.dashboardingPowerBiWriter);
  return { suspend: write, resume: write };
}
