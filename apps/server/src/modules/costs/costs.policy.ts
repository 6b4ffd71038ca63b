// Who may do what on the costs page. Reading costs is Infra.Costs.Reader at the tenant (every row)
// or at an engagement (that engagement's rows). Stopping cost saving keeps paid resources running,
// so it needs the write permission of what it keeps running: Infra.Tenant.Writer at a tenant,
// Engagements.Writer at an engagement (the Configuration page's action; docs/decisions.md).
import { PERMISSIONS } from '@cairn/contracts';

export const COSTS_READ_PERMISSION = PERMISSIONS.infraCostsReader;

export const STOP_COST_SAVING_PERMISSION = {
  tenant: PERMISSIONS.infraTenantWriter,
  engagement: PERMISSIONS.engagementsWriter,
} as const;

/** The abilities of one tenant or engagement on the costs page, from the permissions held there. */
export function costSavingAbilities(
  held: ReadonlySet<string>,
  level: keyof typeof STOP_COST_SAVING_PERMISSION,
) {
  return { stopCostSaving: held.has(STOP_COST_SAVING_PERMISSION[level]) };
}
