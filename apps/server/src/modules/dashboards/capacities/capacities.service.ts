// Power BI Embedded and Analysis Services status of an engagement (workspace.md section 4): read,
// turn off (suspend) and turn on (resume: cost saving stops for the engagement for an hour first,
// section 9). Also Cairn's CapacityGate: a dashboard of a tool whose capacity is not active runs
// no queries.
import {
  COST_SAVING_STOP_HOURS,
  DASHBOARD_CAPACITY_TOOLS,
  capacityDisplayOf,
  engagementScope,
  featurePages,
  type DashboardCapacityTool,
} from '@cairn/contracts';
import type { AccessService } from '../../../access/access.service.js';
import type { Principal } from '../../../access/principal.js';
import { HttpProblem, notFound } from '../../../http/problem.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { CapacityGate } from '../ports.js';
import { capacityAbilities } from './capacities.policy.js';
import { presentCapacity } from './capacities.presenter.js';
import type { CapacityProvider } from './providers/index.js';

/** Stops cost saving for an engagement (services.costs.addExclusion). */
export interface CostSavingStop {
  stopForEngagement(engagementId: string, hours: number, reason: string): Promise<unknown>;
}

/** Section 8's words when cost saving could not be stopped. */
export const COST_SAVING_STOP_FAILED = 'Failed to disable cost saving functionality, please try again';
export const CAPACITY_SUSPEND_ACTION = 'Dashboards.Capacity.Suspend';
export const CAPACITY_RESUME_ACTION = 'Dashboards.Capacity.Resume';

export class CapacityService implements CapacityGate {
  constructor(
    private readonly access: AccessService,
    private readonly engagements: Pick<EngagementService, 'get'>,
    private readonly provider: CapacityProvider,
    private readonly costSaving: CostSavingStop,
    private readonly audit: Pick<AuditService, 'record'>,
  ) {}

  async status(engagementId: string, tool: DashboardCapacityTool, caller: Principal) {
    const permissions = await this.enabled(engagementId, tool, caller);
    return presentCapacity(
      tool,
      await this.ask(() => this.provider.state(engagementId, tool)),
      capacityAbilities(permissions),
    );
  }

  async suspend(engagementId: string, tool: DashboardCapacityTool, caller: Principal) {
    const permissions = await this.enabled(engagementId, tool, caller);
    const state = await this.ask(() => this.provider.suspend(engagementId, tool));
    await this.record(CAPACITY_SUSPEND_ACTION, engagementId, tool, caller, state);
    return presentCapacity(tool, state, capacityAbilities(permissions));
  }

  /** Section 4: cost saving stops for the engagement for 1 hour, then the capacity resumes. */
  async resume(engagementId: string, tool: DashboardCapacityTool, caller: Principal) {
    const permissions = await this.enabled(engagementId, tool, caller);
    try {
      await this.costSaving.stopForEngagement(
        engagementId,
        COST_SAVING_STOP_HOURS,
        `Dashboards ${tool} resumed`,
      );
    } catch {
      throw new HttpProblem(500, 'Internal Server Error', COST_SAVING_STOP_FAILED, 'costSavingStopFailed');
    }
    const state = await this.ask(() => this.provider.resume(engagementId, tool));
    await this.record(CAPACITY_RESUME_ACTION, engagementId, tool, caller, state);
    return presentCapacity(tool, state, capacityAbilities(permissions));
  }

  /**
   * Cost saving (jobs/auto-pause.ts, when no exclusion keeps the engagement running): turns off the
   * engagement's active capacities of the tools its pages show; answers the tools it turned off.
   */
  async suspendForCostSaving(engagementId: string): Promise<DashboardCapacityTool[]> {
    const pages = featurePages((await this.engagements.get(engagementId)).features);
    const suspended: DashboardCapacityTool[] = [];
    for (const tool of DASHBOARD_CAPACITY_TOOLS) {
      if (!(tool === 'AnalysisServices' ? pages.showAnalysisServicesPages : pages.showDashboardPages))
        continue;
      if (capacityDisplayOf(await this.provider.state(engagementId, tool)) !== 'active') continue;
      const state = await this.provider.suspend(engagementId, tool);
      await this.record(CAPACITY_SUSPEND_ACTION, engagementId, tool, null, state);
      suspended.push(tool);
    }
    return suspended;
  }

  /** CapacityGate: anything but active (Succeeded, Online) keeps the tool's dashboards from running queries. */
  async isPaused(engagementId: string, tool: DashboardCapacityTool) {
    return capacityDisplayOf(await this.provider.state(engagementId, tool)) !== 'active';
  }

  /** The caller's permissions; 404 when the engagement does not show the tool's pages. */
  private async enabled(engagementId: string, tool: DashboardCapacityTool, caller: Principal) {
    const [permissions, { features }] = await Promise.all([
      this.access
        .resolve(engagementScope(engagementId))
        .then((scope) => this.access.permissionsAt(caller, scope)),
      this.engagements.get(engagementId),
    ]);
    const pages = featurePages(features);
    const shown = tool === 'AnalysisServices' ? pages.showAnalysisServicesPages : pages.showDashboardPages;
    if (!shown)
      throw notFound(
        `The engagement has no ${tool === 'PowerBi' ? 'dashboard' : 'Analysis Services'} pages.`,
      );
    return permissions;
  }

  /** A provider that cannot answer (Azure refusing, no resource configured) is a 502 with its reason. */
  private async ask(call: () => Promise<string>) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof HttpProblem) throw error;
      throw new HttpProblem(502, 'Bad Gateway', (error as Error).message, 'capacityProvider');
    }
  }

  private record(
    action: string,
    engagementId: string,
    tool: DashboardCapacityTool,
    caller: Principal | null,
    state: string,
  ) {
    const scope = engagementScope(engagementId);
    return this.audit.record({
      action,
      actor: caller,
      target: `${scope}/dashboards/capacities/${tool}`,
      scope,
      detail: { tool, state },
    });
  }
}
