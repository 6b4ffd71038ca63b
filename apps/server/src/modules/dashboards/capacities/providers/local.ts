// The local capacity provider: a real state machine kept in dashboard_capacities. Turning off goes
// Pausing -> Paused (Power BI Embedded) or Suspended (Analysis Services); turning on goes Resuming ->
// Succeeded (Power BI Embedded) or Online (Analysis Services), each transition taking `transitionMs`
// (CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS). A transition settles when its time has come, on the next
// read, so several servers agree without a timer. While a capacity is not active, Cairn's dashboards
// of that tool run no queries (CapacityService.isPaused).
import { and, eq } from 'drizzle-orm';
import type { DashboardCapacityTool } from '@cairn/contracts';
import type { Db } from '../../../../db/client.js';
import { dashboardCapacities } from '../../../../db/schema/dashboard-capacities.js';
import type { CapacityProvider } from './provider.js';

/** The settled words of each tool, as Azure shows them in the original product. */
export const LOCAL_STATES: Record<DashboardCapacityTool, { on: string; off: string }> = {
  PowerBi: { on: 'Succeeded', off: 'Paused' },
  AnalysisServices: { on: 'Online', off: 'Suspended' },
};

export class LocalCapacityProvider implements CapacityProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly transitionMs: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async state(engagementId: string, tool: DashboardCapacityTool) {
    const row = await this.row(engagementId, tool);
    if (!row) return LOCAL_STATES[tool].on;
    return row.settlesAt <= this.clock() ? row.settledState : row.state;
  }

  suspend(engagementId: string, tool: DashboardCapacityTool) {
    return this.move(engagementId, tool, 'Pausing', LOCAL_STATES[tool].off);
  }

  resume(engagementId: string, tool: DashboardCapacityTool) {
    return this.move(engagementId, tool, 'Resuming', LOCAL_STATES[tool].on);
  }

  /** Starts the transition unless the capacity is already there or on its way there. */
  private async move(engagementId: string, tool: DashboardCapacityTool, transition: string, target: string) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(dashboardCapacities)
        .where(and(eq(dashboardCapacities.engagementId, engagementId), eq(dashboardCapacities.tool, tool)))
        .for('update');
      const now = this.clock();
      const current = !row ? LOCAL_STATES[tool].on : row.settlesAt <= now ? row.settledState : row.state;
      if (current === target || current === transition) return current;
      const values = {
        state: transition,
        settledState: target,
        settlesAt: new Date(now.getTime() + this.transitionMs),
        changedAt: now,
      };
      await tx
        .insert(dashboardCapacities)
        .values({ engagementId, tool, ...values })
        .onConflictDoUpdate({
          target: [dashboardCapacities.engagementId, dashboardCapacities.tool],
          set: values,
        });
      return this.transitionMs > 0 ? transition : target;
    });
  }

  private async row(engagementId: string, tool: DashboardCapacityTool) {
    const [row] = await this.db
      .select()
      .from(dashboardCapacities)
      .where(and(eq(dashboardCapacities.engagementId, engagementId), eq(dashboardCapacities.tool, tool)));
    return row;
  }
}
