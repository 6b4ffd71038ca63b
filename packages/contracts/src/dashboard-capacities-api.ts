// Power BI Embedded and Analysis Services status of an engagement (workspace.md section 4 "Power BI
// and Analysis Services status", section 7 "Dashboarding: ... status, resume, suspend"; issue 14):
// which states count as active or in transition, and the status the routes answer.
import { z } from 'zod';

/** The two capacities an engagement's dashboards run on (the `:tool` of the routes). */
export const DASHBOARD_CAPACITY_TOOLS = ['PowerBi', 'AnalysisServices'] as const;
export type DashboardCapacityTool = (typeof DASHBOARD_CAPACITY_TOOLS)[number];

/** Section 4: Succeeded or Online count as active. */
export const ACTIVE_CAPACITY_STATES = ['Succeeded', 'Online'] as const;
/** Section 4: Pausing, Resuming, Suspending are in transition. */
export const TRANSITION_CAPACITY_STATES = ['Pausing', 'Resuming', 'Suspending'] as const;

/** active, in transition, or anything else (e.g. Paused, Suspended, Failed: "not fully shown"). */
export type CapacityDisplay = 'active' | 'transition' | 'other';

export function capacityDisplayOf(state: string): CapacityDisplay {
  if ((ACTIVE_CAPACITY_STATES as readonly string[]).includes(state)) return 'active';
  if ((TRANSITION_CAPACITY_STATES as readonly string[]).includes(state)) return 'transition';
  return 'other';
}

export const dashboardCapacityStatusSchema = z.object({
  tool: z.enum(DASHBOARD_CAPACITY_TOOLS),
  /** The provider's own word: Succeeded, Online, Pausing, Paused, Suspended, Resuming, Failed, ... */
  state: z.string(),
  display: z.enum(['active', 'transition', 'other']),
  /** The caller may turn it off (suspend) or on (resume). */
  abilities: z.object({ suspend: z.boolean(), resume: z.boolean() }),
});
export type DashboardCapacityStatus = z.infer<typeof dashboardCapacityStatusSchema>;
